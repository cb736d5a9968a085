// The system SQLite library (Linux: libsqlite3-dev; Apple platforms use the SDK's SQLite3 module).
#include <sqlite3.h>
