#include "dxp_session.hpp"

#include "hub_session.hpp"

#include <draughts/protocol/dxp.hpp>
#include <draughts/protocol/hub.hpp>

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdexcept>
#include <sys/socket.h>
#include <unistd.h>

namespace draughts_match {
namespace {

// Hub 2's position letters (W/B to move; w, b, W, B, e) as DXP GAMEREQ's (W/Z; w, z, W, Z, e):
// both list the squares 1-50 in order.
std::string dxp_setup_of(const std::string& hub) {
    std::string out = hub;
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (out[i] == 'b') out[i] = 'z';
        else if (out[i] == 'B') out[i] = 'Z';
    }
    return out;
}

std::string hub_text_of(const draughts::dxp_move& m) {
    std::string s = std::to_string(m.from) + (m.captured.empty() ? "-" : "x") + std::to_string(m.to);
    for (int n : m.captured) s += "x" + std::to_string(n);
    return s;
}

int connect_to(const std::string& host, std::uint16_t port, std::string& why) {
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* found = nullptr;
    if (const int e = getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found); e != 0) {
        why = gai_strerror(e);
        return -1;
    }
    int fd = -1;
    for (addrinfo* a = found; a && fd < 0; a = a->ai_next) {
        fd = ::socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
        if (fd >= 0 && ::connect(fd, a->ai_addr, a->ai_addrlen) != 0) {
            why = std::strerror(errno);
            ::close(fd);
            fd = -1;
        }
    }
    freeaddrinfo(found);
    return fd;
}

}  // namespace

std::unique_ptr<engine_session> make_session(const std::string& command) {
    for (const std::string scheme : {"dxp://", "dxp-listen://"}) {
        if (!command.starts_with(scheme)) continue;
        const std::string rest = command.substr(scheme.size());
        const std::size_t colon = rest.rfind(':');
        const bool listen = scheme == "dxp-listen://";
        std::string host = colon == std::string::npos ? (listen ? "0.0.0.0" : "") : rest.substr(0, colon);
        const std::string port = colon == std::string::npos ? rest : rest.substr(colon + 1);
        if (host.empty() || port.empty() || port.size() > 5 || port.find_first_not_of("0123456789") != std::string::npos ||
            std::stoul(port) == 0 || std::stoul(port) > 65535)
            throw std::invalid_argument(listen ? "dxp-listen:// takes [HOST:]PORT" : "dxp:// takes HOST:PORT");
        return std::make_unique<dxp_session>(host, static_cast<std::uint16_t>(std::stoul(port)), listen);
    }
    return std::make_unique<hub_session>(command_words(command), command);
}

std::string dxp_session::start(const std::string& variant, std::chrono::milliseconds timeout) {
    timeout_ = timeout;
    if (socket_ >= 0) return "";
    if (variant != "normal") return "DXP plays international draughts only, not " + variant;
    std::string why;
    if (!listen_) {
        socket_ = connect_to(host_, port_, why);
        return socket_ >= 0 ? "" : "cannot connect to " + name_ + ": " + why;
    }
    if (listener_ < 0) {
        listener_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        const int yes = 1;
        ::setsockopt(listener_, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(port_);
        if (::inet_pton(AF_INET, host_.c_str(), &address.sin_addr) != 1 ||
            ::bind(listener_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 || ::listen(listener_, 1) != 0) {
            why = std::strerror(errno);
            ::close(listener_);
            listener_ = -1;
            return "cannot listen on " + name_ + ": " + why;
        }
    }
    pollfd fd{listener_, POLLIN, 0};
    if (::poll(&fd, 1, static_cast<int>(timeout.count())) <= 0)
        return "no DXP engine connected to " + name_ + " within " + std::to_string(timeout.count()) + " ms";
    socket_ = ::accept4(listener_, nullptr, nullptr, SOCK_CLOEXEC);
    return socket_ >= 0 ? "" : "cannot accept on " + name_ + ": " + std::strerror(errno);
}

// DXP GAMEREQ, before the clock starts: the game from the set-up position, the engine's
// colour, the time; the moves played from there follow as MOVE messages.
std::string dxp_session::new_game(const std::string& setup, bool plays_white, int minutes, int moves,
                                  std::chrono::milliseconds timeout) {
    known_moves_ = 0;
    if (socket_ < 0) return "not connected";
    draughts::dxp_game_request request;
    request.version = 1;
    request.initiator_name = "draughts match";
    request.follower_color = plays_white ? draughts::color::white : draughts::color::black;
    request.thinking_minutes = std::clamp(minutes, 1, 999);
    request.moves = std::clamp(moves, 0, 999);
    request.setup = dxp_setup_of(setup);
    auto fail = [&](std::string why) {
        kill();
        return why;
    };
    if (!send(draughts::write_dxp(request))) return fail("the DXP engine closed the connection");
    std::string text, why;
    for (;;) {
        if (!receive(text, clock_type::now() + timeout, why))
            return fail(why.empty() ? "no GAMEACC in answer to GAMEREQ (DXP GAMEREQ)" : why);
        const auto message = draughts::read_dxp(text);
        if (!message) return fail("not DXP: " + draughts::quoted(text, 60) + " (" + message.error().message + ")");
        if (std::holds_alternative<draughts::dxp_chat>(*message)) continue;
        const auto* accept = std::get_if<draughts::dxp_game_accept>(&*message);
        if (!accept) return fail("answered GAMEREQ with " + draughts::quoted(text, 60) + ", not GAMEACC");
        switch (accept->acceptance) {
        case draughts::dxp_acceptance::accepted: break;
        case draughts::dxp_acceptance::version_not_handled:
            return fail("declined the game: it does not play version " + std::to_string(request.version) +
                        " of DXP (GAMEACC code 1)");
        case draughts::dxp_acceptance::declined_this_game: return fail("declined this game (GAMEACC code 2)");
        case draughts::dxp_acceptance::declined_all_games: return fail("declines every game (GAMEACC code 3)");
        }
        in_game_ = true;
        return "";
    }
}

bool dxp_session::send(const std::string& text) {
    const std::string framed = text + '\0';  // DXP layer 1
    std::size_t sent = 0;
    while (sent < framed.size()) {
        const ssize_t n = ::send(socket_, framed.data() + sent, framed.size() - sent, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        sent += static_cast<std::size_t>(n);
    }
    return true;
}

bool dxp_session::receive(std::string& text, clock_type::time_point deadline, std::string& why) {
    for (;;) {
        const std::size_t end = buffer_.find('\0');
        if (end != std::string::npos) {
            text = buffer_.substr(0, end);
            buffer_.erase(0, end + 1);
            return true;
        }
        if (buffer_.size() > 4096) return why = "more than a DXP message's 127 characters without its end", false;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - clock_type::now());
        if (left.count() < 0) return why.clear(), false;
        pollfd fd{socket_, POLLIN, 0};
        const int ready = ::poll(&fd, 1, static_cast<int>(left.count() + 1));
        if (ready < 0 && errno == EINTR) continue;
        if (ready == 0) continue;
        char chunk[512];
        const ssize_t n = ::recv(socket_, chunk, sizeof chunk, 0);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return why = "the DXP engine closed the connection", false;
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

// The set-up and the clock went with GAMEREQ (new_game): here only the moves count.
hub_answer dxp_session::think(const std::string&, const std::vector<std::string>& moves, const hub_limits&,
                              clock_type::time_point deadline) {
    hub_answer answer;
    const auto asked = clock_type::now();
    auto fail = [&](std::string why) {
        kill();
        answer.reason = std::move(why);
        answer.seconds = std::chrono::duration<double>(clock_type::now() - asked).count();
        return answer;
    };
    if (!in_game_) return fail("no game under way (no GAMEREQ accepted)");
    for (; known_moves_ < moves.size(); ++known_moves_) {
        const auto given = draughts::read_hub_move<draughts::international>(moves[known_moves_]);
        if (!given) return fail("cannot tell the move " + moves[known_moves_] + ": " + given.error().message);
        if (!send(draughts::write_dxp(draughts::dxp_move{0, given->from, given->to, given->captured})))
            return fail("the DXP engine closed the connection");
    }
    for (;;) {
        std::string text, why;
        if (!receive(text, deadline, why)) {
            if (!why.empty()) return fail(why);
            answer.what = hub_answer::kind::timeout;
            answer.seconds = std::chrono::duration<double>(clock_type::now() - asked).count();
            kill();
            return answer;
        }
        const auto message = draughts::read_dxp(text);
        if (!message) return fail("the engine wrote garbage: " + draughts::quoted(text, 60) + " (" + message.error().message + ")");
        if (const auto* m = std::get_if<draughts::dxp_move>(&*message)) {
            answer.what = hub_answer::kind::move;
            answer.move = hub_text_of(*m);
            answer.seconds = std::chrono::duration<double>(clock_type::now() - asked).count();
            ++known_moves_;
            return answer;
        }
        if (std::holds_alternative<draughts::dxp_game_end>(*message))
            return fail("the DXP engine ended the game (DXP GAMEEND) instead of moving");
        // CHAT and the rest are not moves: read on.
    }
}

void dxp_session::end_game() {
    if (socket_ >= 0 && in_game_) send(draughts::write_dxp(draughts::dxp_game_end{}));
    in_game_ = false;
}

void dxp_session::quit() {
    if (socket_ >= 0)
        send(draughts::write_dxp(draughts::dxp_game_end{draughts::dxp_end_reason::unspecified,
                                                        draughts::dxp_stop_code::stop_entirely}));
    kill();
    if (listener_ >= 0) ::close(listener_);
    listener_ = -1;
}

void dxp_session::kill() {
    if (socket_ >= 0) ::close(socket_);
    socket_ = -1;
    buffer_.clear();
    in_game_ = false;
}

}  // namespace draughts_match
