#include "CBenchSupport.h"

#if defined(__linux__)
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

int wilddog_bench_die_with_parent(void) {
    pid_t parent = getppid();
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
    /* The parent may have died before the call took effect. */
    return getppid() == parent ? 0 : -1;
}
#else
int wilddog_bench_die_with_parent(void) { return 0; }
#endif
