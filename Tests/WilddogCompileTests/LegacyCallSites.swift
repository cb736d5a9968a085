// Legacy-style call sites that must compile unchanged against the `Wilddog` module.
import Wilddog
