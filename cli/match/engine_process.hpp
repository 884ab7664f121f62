#pragma once
// An engine as a child process: started from a command line, spoken to by lines on its
// standard input and output through pipes, read with a deadline (poll), and ended. POSIX.

#include <chrono>
#include <string>
#include <sys/types.h>
#include <vector>

namespace draughts_match {

using clock_type = std::chrono::steady_clock;

// A command line split into words: blanks separate them, and single or double quotes keep
// blanks inside one ("engine --name 'my engine'"). Throws std::invalid_argument for an
// unclosed quote or an empty command.
[[nodiscard]] std::vector<std::string> command_words(const std::string& command);

class engine_process {
public:
    enum class read_status { line, timeout, closed, too_long };

    explicit engine_process(std::vector<std::string> words) : words_(std::move(words)) {}
    ~engine_process() { kill(); }
    engine_process(const engine_process&) = delete;
    engine_process& operator=(const engine_process&) = delete;

    // Starts the program; false with `error` set when it cannot be run. Its standard error
    // goes to /dev/null: the runner's output is its own.
    bool start(std::string& error);
    [[nodiscard]] bool running() const { return pid_ > 0; }

    // Writes a line; false when the engine no longer reads (it has exited).
    bool send(const std::string& line);
    // The next line (without its line end) before the deadline.
    read_status read_line(std::string& line, clock_type::time_point deadline);
    // How the process ended, once read_line said closed: "exited with status 3", "was
    // killed by signal 11 (Segmentation fault)". It is waited for up to a second.
    std::string exit_description();
    // Ends the process: its input closed, a moment to exit, then SIGKILL.
    void stop(std::chrono::milliseconds grace);
    void kill() { stop(std::chrono::milliseconds(0)); }

private:
    std::vector<std::string> words_;
    pid_t pid_ = -1;
    int to_engine_ = -1;
    int from_engine_ = -1;
    std::string buffer_;
    bool reaped_ = false;
    int status_ = 0;
};

}  // namespace draughts_match
