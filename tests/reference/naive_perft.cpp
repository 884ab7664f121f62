// Perft by the naive generator alone, for counts the library's own can be checked against
// where nothing is published:
//
//     naive_perft VARIANT DEPTH [--paths]      VARIANT: frisian, frysk, international, russian, turkish
//
// prints "depth <d> nodes <count>" for each depth up to DEPTH, one move per (from, to,
// captured set), or every capture path with --paths.
#include "naive_generator.hpp"

#include <cstdio>
#include <cstdlib>
#include <string_view>

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fputs("usage: naive_perft frisian|frysk|international|russian|turkish DEPTH [--paths]\n", stderr);
        return 2;
    }
    const std::string_view name = argv[1];
    const int depth = std::atoi(argv[2]);
    const bool every_path = argc > 3 && std::string_view(argv[3]) == "--paths";
    naive::board b;
    if (name == "frisian")
        b = naive::start(naive::frisian, 4);
    else if (name == "frysk")
        b = naive::start(naive::frisian, 1);  // the Frisian rules, five men each on the back rows
    else if (name == "international")
        b = naive::start(naive::international, 4);
    else if (name == "russian")
        b = naive::start(naive::russian, 3);
    else if (name == "turkish")
        b = naive::start(naive::turkish, 2, 1);  // two rows of men each, the back rows empty
    else {
        std::fprintf(stderr, "unknown variant %s\n", argv[1]);
        return 2;
    }
    for (int d = 1; d <= depth; ++d)
        std::printf("depth %d nodes %llu\n", d, static_cast<unsigned long long>(naive::perft(b, d, every_path)));
}
