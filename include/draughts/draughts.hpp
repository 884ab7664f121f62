#pragma once
// The whole library: #include <draughts/draughts.hpp>.

#include "bitboard.hpp"
#include "board.hpp"
#include "error.hpp"
#include "fen.hpp"
#include "game.hpp"
#include "generate.hpp"
#include "move.hpp"
#include "notation.hpp"
#include "paths.hpp"
#include "pdn.hpp"
#include "perft.hpp"
#include "position.hpp"
#include "squares.hpp"
#include "variants.hpp"
