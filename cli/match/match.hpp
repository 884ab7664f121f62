#pragma once
// draughts match: engines played against each other with the library's rules as arbiter
// (match.cpp). Its own translation units: the per-variant units of the draughts program
// compile none of it, and it compiles no move generation (arbiter.cpp does, once).

#include <string_view>
#include <vector>

namespace draughts_match {

// `draughts match --help`.
extern const std::string_view match_help;

// Runs the command with its arguments (after "match"); throws draughts_cli::usage_error for
// bad arguments. Exit status 0 when the match has been played, 1 when it could not be.
int run_match(const std::vector<std::string_view>& args);

}  // namespace draughts_match
