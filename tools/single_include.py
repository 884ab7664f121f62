#!/usr/bin/env python3
"""Writes the library as one header: include/draughts/draughts.hpp with every header of the
library it includes, directly or not, put in its place once, in the order they are first
included; standard headers stay #include lines.

    tools/single_include.py [OUTPUT]       default: single_include/draughts.hpp
    tools/single_include.py --check        fails when the checked-in file is not current
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
INCLUDE = ROOT / "include"
LOCAL = re.compile(r'^#include "([^"]+)"')


def amalgamate():
    done = set()
    parts = []

    def inline(path):
        path = path.resolve()
        if path in done:
            return
        done.add(path)
        text = [f"// ---- {path.relative_to(INCLUDE).as_posix()}"]
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("#pragma once"):
                continue
            match = LOCAL.match(line)
            if match:
                inline(path.parent / match.group(1))
            else:
                text.append(line)
        parts.append("\n".join(text) + "\n")

    inline(INCLUDE / "draughts" / "draughts.hpp")
    license_lines = (ROOT / "LICENSE").read_text(encoding="utf-8").rstrip("\n").splitlines()
    license_text = "\n".join(("// " + line).rstrip() for line in license_lines)
    header = (
        "// draughts: the rules of draughts as one header, written from include/draughts by\n"
        "// tools/single_include.py; edit the headers there and write it again.\n//\n"
        f"{license_text}\n#pragma once\n\n"
    )
    return header + "\n".join(parts)


def main():
    args = sys.argv[1:]
    output = ROOT / "single_include" / "draughts.hpp"
    if args and args[0] == "--check":
        current = output.read_text(encoding="utf-8") if output.exists() else ""
        if current != amalgamate():
            print(f"{output.relative_to(ROOT)} is not current: run tools/single_include.py", file=sys.stderr)
            return 1
        return 0
    if args:
        output = pathlib.Path(args[0])
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(amalgamate(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
