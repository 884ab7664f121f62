#!/usr/bin/env python3
"""The README's commands, so that what it tells users to type is what CI runs.

    tools/readme.py commands NAME        prints the commands of the block marked NAME
    tools/readme.py transcripts DRAUGHTS  runs every "$ draughts ..." line of the README with
                                          the program DRAUGHTS, from the repository's root,
                                          and checks that it prints the lines that follow it

A block is marked by an HTML comment on the line before it, which Markdown does not show:

    <!-- ci: main-job -->
        cmake --workflow --preset perft

A transcript is an indented block whose lines starting with "$ draughts" are commands; the
lines up to the next command or the end of the block are what the command prints, exactly
("..." stands for lines left out). Exit status 1 when a marked block is missing or a
transcript differs.
"""
import pathlib
import re
import shlex
import subprocess
import sys

README = pathlib.Path(__file__).resolve().parent.parent / "README.md"


def blocks(text):
    """(marker or None, [lines]) for each indented block of the README."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        if lines[i].startswith("    ") and (i == 0 or not lines[i - 1].strip() or lines[i - 1].startswith("<!--")):
            marker = None
            previous = lines[i - 1].strip() if i > 0 else ""
            if not previous and i > 1:
                previous = lines[i - 2].strip()
            found = re.fullmatch(r"<!-- ci: ([\w-]+) -->", previous)
            if found:
                marker = found.group(1)
            block = []
            while i < len(lines) and (lines[i].startswith("    ") or not lines[i].strip()):
                block.append(lines[i][4:])
                i += 1
            while block and not block[-1].strip():
                block.pop()
            yield marker, block
        else:
            i += 1


def commands(name):
    for marker, block in blocks(README.read_text()):
        if marker == name:
            for line in block:
                # A comment after the command is for the reader.
                print(line.split("  #")[0].rstrip())
            return 0
    print(f"README.md has no block marked <!-- ci: {name} -->", file=sys.stderr)
    return 1


def transcripts(draughts):
    failures = 0
    checked = 0
    for _, block in blocks(README.read_text()):
        i = 0
        while i < len(block):
            if not block[i].startswith("$ draughts "):
                i += 1
                continue
            command = block[i][2:]
            expected = []
            i += 1
            while i < len(block) and not block[i].startswith("$ "):
                expected.append(block[i])
                i += 1
            words = shlex.split(command)
            # From the repository's root, where the README's file names start.
            run = subprocess.run([draughts] + words[1:], capture_output=True, text=True, cwd=README.parent)
            printed = run.stdout.rstrip("\n").split("\n") if run.stdout else []
            if "..." in expected:
                cut = expected.index("...")
                same = printed[:cut] == expected[:cut] and printed[len(printed) - (len(expected) - cut - 1):] == expected[cut + 1:]
            else:
                same = printed == expected
            checked += 1
            if not same:
                failures += 1
                print(f"README transcript differs: {command}", file=sys.stderr)
                print("  expected:\n    " + "\n    ".join(expected), file=sys.stderr)
                print("  printed:\n    " + "\n    ".join(printed) + (f"\n  stderr: {run.stderr.strip()}" if run.stderr else ""),
                      file=sys.stderr)
    print(f"{checked} README transcripts run, {failures} differ")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "commands":
        sys.exit(commands(sys.argv[2]))
    if len(sys.argv) == 3 and sys.argv[1] == "transcripts":
        sys.exit(transcripts(sys.argv[2]))
    print(__doc__, file=sys.stderr)
    sys.exit(2)
