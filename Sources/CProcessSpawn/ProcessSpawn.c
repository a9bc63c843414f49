// The fork-and-exec of chart's child processes (gnuplot): see include/CProcessSpawn.h.
#define _GNU_SOURCE
#include "CProcessSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

// Signals whose disposition or mask chart changes (ignored or blocked for its own handling);
// the child gets them back at their defaults, unblocked.
static const int reset_signals[] = {SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD,
                                    SIGUSR1, SIGUSR2, SIGALRM};

// Closes every descriptor from 3 up: close_range where the kernel has it (Linux 5.9+), else one
// by one up to the descriptor limit.
static void close_from_three(void) {
#if defined(__linux__) && defined(SYS_close_range)
    if (syscall(SYS_close_range, 3U, ~0U, 0U) == 0) return;
#endif
    struct rlimit limit;
    long last = 65536;
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur < 65536)
        last = (long)limit.rlim_cur;
    for (long fd = 3; fd < last; fd++) close((int)fd);
}

// Moves `fd` to `target`; dup2 clears close-on-exec on the copy.
static int move_to(int fd, int target) {
    if (fd == target) return fcntl(fd, F_SETFD, 0);
    return dup2(fd, target) < 0 ? -1 : 0;
}

pid_t chart_spawn(const char *path, char *const argv[], char *const envp[],
                  int stdin_fd, int stdout_fd, int stderr_fd,
                  const char *directory, int death_signal) {
    volatile int child_error = 0;
    pid_t parent = getpid();
    // Every signal blocked across vfork: the child shares our memory until exec and must not run
    // a handler (chart has none, but a library might).
    sigset_t all, saved;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &saved);

    pid_t pid = vfork();
    if (pid == 0) {
        // The child: system calls only, until exec or _exit.
        if (setpgid(0, 0) != 0) goto fail;
#ifdef __linux__
        if (death_signal != 0) {
            if (prctl(PR_SET_PDEATHSIG, death_signal) != 0) goto fail;
            // The parent may have died before the signal was armed.
            if (getppid() != parent) _exit(127);
        }
#else
        (void)parent;
        (void)death_signal;
#endif
        // The pipes are never 0, 1 or 2 (chart reopens closed standard descriptors on /dev/null
        // first), so the moves cannot overwrite one another.
        if (move_to(stdin_fd, 0) != 0) goto fail;
        if (stdout_fd >= 0) {
            if (move_to(stdout_fd, 1) != 0) goto fail;
        } else {
            int null_fd = open("/dev/null", O_WRONLY);
            if (null_fd < 0 || move_to(null_fd, 1) != 0) goto fail;
        }
        if (move_to(stderr_fd, 2) != 0) goto fail;
        close_from_three();
        if (directory != NULL && chdir(directory) != 0) goto fail;
        struct sigaction fallback;
        fallback.sa_handler = SIG_DFL;
        fallback.sa_flags = 0;
        sigemptyset(&fallback.sa_mask);
        for (unsigned i = 0; i < sizeof reset_signals / sizeof reset_signals[0]; i++)
            sigaction(reset_signals[i], &fallback, NULL);
        sigset_t none;
        sigemptyset(&none);
        pthread_sigmask(SIG_SETMASK, &none, NULL);
        execve(path, argv, envp);
    fail:
        child_error = errno ? errno : EINVAL;
        _exit(127);
    }
    int spawn_error = pid < 0 ? errno : 0;
    pthread_sigmask(SIG_SETMASK, &saved, NULL);
    if (pid < 0) return -spawn_error;
    if (child_error != 0) {
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        return -child_error;
    }
    return pid;
}
