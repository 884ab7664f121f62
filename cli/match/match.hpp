#pragma once
// draughts match: engines played against each other with the library's rules as arbiter
// (match.cpp). Its own translation units: the per-variant units of the draughts program
// compile none of it, and it compiles no move generation (arbiter.cpp does, once).

#include "arguments.hpp"

#include <string_view>

namespace draughts_match {

// `draughts match --help`, and what its line may hold.
extern const std::string_view match_help;
const draughts_cli::syntax& match_syntax();

// Runs the command on its arguments (read against match_syntax()); throws
// draughts_cli::usage_error for bad ones. Exit status 0 when the match has been played, 1
// when it could not be.
int run_match(const draughts_cli::arguments& args);

}  // namespace draughts_match
