// OpenSSL libcrypto: initialisation, digests, HMAC and PBKDF2 (Linux only).
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>
#include <openssl/sha.h>
