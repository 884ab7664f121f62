#!/usr/bin/env python3
"""Every SVG the draughts program writes is XML with one piece element per piece.

    svg_check.py PATH/TO/draughts

For every variant the start position is drawn, and on two boards of other kinds (turned, every square) also
flipped, with each kind of label and with the named diagonals; each document is parsed by a real XML parser, and the elements of
class "piece" are counted against the pieces of the position's FEN (from draughts show).
"""
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

program = sys.argv[1]
failures = []


def run(*args):
    done = subprocess.run([program, *args], capture_output=True, text=True)
    if done.returncode != 0:
        failures.append(f"{' '.join(args)}: exit {done.returncode}: {done.stderr.strip()}")
    return done.stdout


def pieces_in_fen(fen):
    count = 0
    for part in fen.split(":")[1:]:
        squares = [s for s in part[1:].split(",") if s]
        count += len(squares)
    return count


help_text = run("--help")
# The list ends at its full stop; a note on the names may follow it.
listed = help_text.split("Variants (any case):", 1)[1].split(".\n", 1)[0]
names = re.sub(r"\([^)]*\)", "", listed.replace("\n", " "))
variants = []
for name in names.split(","):
    name = name.strip().rstrip(".")
    if name:
        variants.append(name)

checked = 0
every_option = ([], ["--flip"], ["--labels", "numbers"], ["--labels", "coordinates"], ["--labels", "none"],
                ["--diagonals"])
for variant in variants:
    fen = next(line[5:] for line in run("show", "--variant", variant).splitlines() if line.startswith("fen: "))
    # Every option on the turned board and the every-square board (the golden files cover
    # 8x8 and 10x10); the default drawing on every board.
    for extra in every_option if variant in ("italian", "turkish") else ([],):
        text = run("svg", "--variant", variant, *extra)
        try:
            root = ElementTree.fromstring(text)
        except ElementTree.ParseError as error:
            failures.append(f"{variant} {extra}: not XML: {error}")
            continue
        pieces = [e for e in root.iter() if "piece" in e.attrib.get("class", "").split()]
        if len(pieces) != pieces_in_fen(fen):
            failures.append(f"{variant} {extra}: {len(pieces)} piece elements for {pieces_in_fen(fen)} pieces")
        if not root.tag.endswith("svg") or int(root.attrib["width"]) < 100:
            failures.append(f"{variant} {extra}: root {root.tag} width {root.attrib.get('width')}")
        checked += 1

print(f"{checked} SVG documents of {len(variants)} variants checked")
if failures:
    print("\n".join(failures))
    sys.exit(1)
