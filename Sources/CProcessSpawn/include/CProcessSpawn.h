#ifndef CHART_PROCESS_SPAWN_H
#define CHART_PROCESS_SPAWN_H

#include <sys/types.h>

/// Starts `path` in a process group of its own, with `stdin_fd`, `stdout_fd` (-1: /dev/null) and
/// `stderr_fd` as its 0, 1 and 2, no other descriptor, `directory` (NULL: ours) as its working
/// folder, default dispositions and an empty mask for every signal chart touches, and, on Linux,
/// `death_signal` (0: none) sent to it when the calling thread ends (PR_SET_PDEATHSIG).
///
/// Why C: posix_spawn cannot set a parent-death signal, and the code between fork and exec must
/// not allocate or take locks, which Swift cannot promise. Returns the child's pid, or -errno
/// when it could not be started (exec's own errno included: the vfork child reports it through
/// memory it shares with us).
pid_t chart_spawn(const char *path, char *const argv[], char *const envp[],
                  int stdin_fd, int stdout_fd, int stderr_fd,
                  const char *directory, int death_signal);

#endif
