// OpenSSL libssl and libcrypto for the network layer (Linux only): TLS over memory, SHA-1 for the
// WebSocket handshake, and X.509 for self-signed test certificates.
#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

// The macros of the OpenSSL API that Swift cannot import, as functions.
static inline long CWilddogSSL_CTX_set_mode(SSL_CTX *ctx, long mode) { return SSL_CTX_set_mode(ctx, mode); }
static inline int CWilddogSSL_CTX_set_min_tls12(SSL_CTX *ctx) {
    return (int)SSL_CTX_set_min_proto_version(ctx, TLS1_2_VERSION);
}
static inline int CWilddogSSL_set_server_name(SSL *ssl, const char *name) {
    return (int)SSL_set_tlsext_host_name(ssl, name);
}
static inline void CWilddogSSL_BIO_set_retry_read(BIO *bio) { BIO_set_retry_read(bio); }
static inline void CWilddogSSL_BIO_clear_retry_flags(BIO *bio) { BIO_clear_retry_flags(bio); }
static inline long CWilddogSSL_BIO_get_mem_data(BIO *bio, char **data) { return BIO_get_mem_data(bio, data); }
static inline long CWilddogSSL_CTX_add1_chain_cert(SSL_CTX *ctx, X509 *cert) { return SSL_CTX_add1_chain_cert(ctx, cert); }
