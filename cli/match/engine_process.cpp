#include "engine_process.hpp"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <stdexcept>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace draughts_match {

std::vector<std::string> command_words(const std::string& command) {
    std::vector<std::string> words;
    std::string word;
    bool in_word = false;
    char quote = 0;
    for (char c : command) {
        if (quote) {
            if (c == quote) quote = 0;
            else word += c;
        } else if (c == '\'' || c == '"') {
            quote = c;
            in_word = true;
        } else if (c == ' ' || c == '\t') {
            if (in_word) words.push_back(word);
            word.clear();
            in_word = false;
        } else {
            word += c;
            in_word = true;
        }
    }
    if (quote) throw std::invalid_argument("a quote is not closed");
    if (in_word) words.push_back(word);
    if (words.empty()) throw std::invalid_argument("no command");
    return words;
}

bool engine_process::start(std::string& error) {
    kill();
    int input[2], output[2];
    // Close-on-exec, so that engines started at once by other threads do not inherit each
    // other's pipes (an engine's end of file would never come).
    if (pipe2(input, O_CLOEXEC) != 0) return error = std::strerror(errno), false;
    if (pipe2(output, O_CLOEXEC) != 0) {
        ::close(input[0]);
        ::close(input[1]);
        return error = std::strerror(errno), false;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, input[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    std::vector<char*> argv;
    for (std::string& w : words_) argv.push_back(w.data());
    argv.push_back(nullptr);
    pid_t pid = -1;
    const int failed = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(input[0]);
    ::close(output[1]);
    if (failed != 0) {
        ::close(input[1]);
        ::close(output[0]);
        error = std::strerror(failed);
        return false;
    }
    pid_ = pid;
    to_engine_ = input[1];
    from_engine_ = output[0];
    buffer_.clear();
    reaped_ = false;
    return true;
}

bool engine_process::send(const std::string& line) {
    if (to_engine_ < 0) return false;
    const std::string text = line + '\n';
    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t n = ::write(to_engine_, text.data() + written, text.size() - written);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;  // EPIPE: SIGPIPE is ignored by the runner
        written += static_cast<std::size_t>(n);
    }
    return true;
}

engine_process::read_status engine_process::read_line(std::string& line, clock_type::time_point deadline) {
    // Longer lines than any Hub message needs are garbage, not something to buffer forever.
    constexpr std::size_t longest = 1 << 20;
    for (;;) {
        const std::size_t end = buffer_.find('\n');
        if (end != std::string::npos) {
            line = buffer_.substr(0, end);
            buffer_.erase(0, end + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return read_status::line;
        }
        if (buffer_.size() > longest) return read_status::too_long;
        if (from_engine_ < 0) return read_status::closed;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - clock_type::now());
        if (left.count() < 0) return read_status::timeout;
        pollfd fd{from_engine_, POLLIN, 0};
        const int ready = ::poll(&fd, 1, static_cast<int>(std::min<long long>(left.count() + 1, 1 << 30)));
        if (ready < 0 && errno == EINTR) continue;
        if (ready == 0) {
            if (clock_type::now() >= deadline) return read_status::timeout;
            continue;
        }
        char chunk[4096];
        const ssize_t n = ::read(from_engine_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ::close(from_engine_);
            from_engine_ = -1;
            if (!buffer_.empty()) {  // a last line without its line end
                line = buffer_;
                buffer_.clear();
                return read_status::line;
            }
            return read_status::closed;
        }
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

std::string engine_process::exit_description() {
    if (pid_ > 0 && !reaped_) {
        for (int i = 0; i < 100 && !reaped_; ++i) {
            const pid_t done = ::waitpid(pid_, &status_, WNOHANG);
            if (done == pid_) reaped_ = true;
            else std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    }
    if (!reaped_) return "closed its output";
    if (WIFEXITED(status_)) return "exited with status " + std::to_string(WEXITSTATUS(status_));
    if (WIFSIGNALED(status_))
        return "was killed by signal " + std::to_string(WTERMSIG(status_)) + " (" + strsignal(WTERMSIG(status_)) + ")";
    return "ended";
}

void engine_process::stop(std::chrono::milliseconds grace) {
    if (to_engine_ >= 0) ::close(to_engine_);
    to_engine_ = -1;
    if (pid_ > 0 && !reaped_) {
        const auto until = clock_type::now() + grace;
        for (;;) {
            if (::waitpid(pid_, &status_, WNOHANG) == pid_) {
                reaped_ = true;
                break;
            }
            if (clock_type::now() >= until) {
                ::kill(pid_, SIGKILL);
                ::waitpid(pid_, &status_, 0);
                reaped_ = true;
                break;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    }
    if (from_engine_ >= 0) ::close(from_engine_);
    from_engine_ = -1;
    pid_ = -1;
    buffer_.clear();
}

}  // namespace draughts_match
