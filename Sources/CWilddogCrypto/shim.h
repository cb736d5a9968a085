// OpenSSL libcrypto: digests, HMAC, PBKDF2 and secure random bytes (Linux only).
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>
#include <openssl/sha.h>
