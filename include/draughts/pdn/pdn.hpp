#pragma once
// PDN 3.0 game files (PDN 3.0, pdn.fmjd.org): read them, check every move,
// write them.
//
// Two layers. The syntax layer (pdn_reader) splits a byte stream into games and each game
// into tags and a movetext tree - moves as written with their line and column, move numbers,
// comments, NAGs, strength marks, nested variations, the result - without knowing a
// variant. It reads one game at a time, so memory is bounded by the largest game, and it
// bounds nesting depth and the length of every token, so hostile input gives an error.
// The replay layer (replay_pdn<Variant>) plays each move of a game on its position: it
// matches the text against the legal moves, validates each variation from the position
// where it branches, and gives the game as moves, or the first error with line, column
// and reason. write_pdn writes a game as PDN 3.0 asks, so that reading it gives it back.
//
// What real files hold is read as it is (real game collections): a UTF-8 byte
// order mark, CRLF, LF or CR line ends, bytes in any encoding inside tags and comments
// (kept as bytes), tags split over lines or all on one line, a tag without a value
// ("[Empty]"), escaped quotes, "1.32-28", "23..." and "1. ... 7-12", "1- 7", "05",
// both capture separators, numeric squares on 8x8, short, long and partial captures,
// strength marks as "!?" or "(!?)", Russian win and draw marks, "- -" for moves that were
// not recorded and a bare "-" result (the game is then marked incomplete), a result glued
// to the next tag, a game without a result, chess-style results in international files.
// Damage is read only where its reading is plain, and then said in the game's notes (the
// text "\r" in place of line ends, a tag without a value, an ambiguous short capture that
// only one reading lets go on); a move is never read unless it is legal.
//
// One header per layer: record.hpp (a game as written), lexer.hpp (tokens), reader.hpp
// (games as text, one at a time), replay.hpp (games as moves, and the variant guessed),
// writer.hpp (games as text again).

#include "lexer.hpp"
#include "reader.hpp"
#include "record.hpp"
#include "replay.hpp"
#include "writer.hpp"
