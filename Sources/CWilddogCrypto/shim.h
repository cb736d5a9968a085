// OpenSSL libcrypto: initialisation, digests, HMAC, PBKDF2, scrypt, RSA keys and signatures,
// X.509 certificates and PEM (Linux only).
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>
#include <openssl/sha.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>
#include <openssl/pem.h>
#include <openssl/bio.h>
#include <openssl/err.h>
