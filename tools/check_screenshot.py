#!/usr/bin/env python3
"""Checks a browser's screenshot of an SVG diagram: the size asked for, and not blank.

    check_screenshot.py SHOT.png WIDTH HEIGHT

Decodes the PNG itself (8-bit RGB or RGBA, not interlaced, as Chromium writes them) and
requires the board's two square colours and a dark piece colour among its pixels.
"""
import struct
import sys
import zlib

path, want_width, want_height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
data = open(path, "rb").read()
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit(f"{path}: not a PNG")
at, idat, header = 8, b"", None
while at < len(data):
    length, kind = struct.unpack(">I4s", data[at:at + 8])
    body = data[at + 8:at + 8 + length]
    if kind == b"IHDR":
        header = struct.unpack(">IIBBBBB", body)
    elif kind == b"IDAT":
        idat += body
    at += 12 + length
width, height, depth, colour_type, _, _, interlace = header
if (width, height) != (want_width, want_height):
    sys.exit(f"{path}: {width}x{height}, not {want_width}x{want_height}")
if depth != 8 or colour_type not in (2, 6) or interlace:
    sys.exit(f"{path}: depth {depth}, colour type {colour_type}, interlace {interlace}: not read here")
channels = 3 if colour_type == 2 else 4
stride = width * channels
raw = zlib.decompress(idat)
rows, previous = [], bytearray(stride)
for y in range(height):
    kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        left = line[i - channels] if i >= channels else 0
        up, corner = previous[i], previous[i - channels] if i >= channels else 0
        if kind == 1:
            line[i] = (line[i] + left) & 255
        elif kind == 2:
            line[i] = (line[i] + up) & 255
        elif kind == 3:
            line[i] = (line[i] + (left + up) // 2) & 255
        elif kind == 4:
            p = left + up - corner
            pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
            line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
    rows.append(line)
    previous = line
colours = {bytes(row[x * channels:x * channels + 3]) for row in rows for x in range(width)}
wanted = {"light square": bytes.fromhex("f0d9b5"), "dark square": bytes.fromhex("b58863"),
          "black piece": bytes.fromhex("212121")}
missing = [name for name, rgb in wanted.items() if rgb not in colours]
if missing:
    sys.exit(f"{path}: no {', '.join(missing)} among {len(colours)} colours: blank or not the diagram")
print(f"{path}: {width}x{height}, {len(colours)} colours, the board and the pieces drawn")
