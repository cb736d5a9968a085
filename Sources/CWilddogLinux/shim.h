// The Linux system calls of the event loop that the Glibc module does not expose.
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <arpa/inet.h>

// accept4(2) is declared by <sys/socket.h> only under _GNU_SOURCE.
extern int accept4(int sockfd, struct sockaddr *addr, socklen_t *addrlen, int flags);
