#!/usr/bin/env python3
"""A DamExchange (DXP) engine for the tests of `draughts match`, playing through a Hub engine.

    dxp_engine.py listen PORT_FILE ENGINE...   listens on a free port of 127.0.0.1, writes its
                                               number to PORT_FILE, and plays every connection
    dxp_engine.py connect PORT ENGINE...       connects to 127.0.0.1:PORT (retrying for 10 s)

With "listen+illegal", every move it sends is 45-40, legal or not.

Every game the runner asks for (GAMEREQ) is accepted (GAMEACC); each MOVE is played and
answered with ENGINE's move at 20 ms a move; GAMEEND ends the game, and with its stop code 1
the connection. Messages end with a NUL (DXP layer 1).
"""
import os
import socket
import subprocess
import sys
import time

mode, where, engine = sys.argv[1], sys.argv[2], sys.argv[3:]
illegal = mode.endswith("+illegal")
mode = mode.split("+")[0]
hub = subprocess.Popen(engine, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)


def hub_say(line):
    hub.stdin.write(line + "\n")
    hub.stdin.flush()


def hub_until(word):
    while True:
        line = hub.stdout.readline()
        if not line:
            sys.exit(1)
        if line.strip().split(" ")[0] == word:
            return line.strip()




def start_engine():
    hub_say("hub")
    hub_until("wait")
    hub_say("init")
    hub_until("ready")


def serve(connection):
    buffer = b""
    setup, moves, mine = None, [], None

    def send(text):
        connection.sendall(text.encode("ascii") + b"\0")

    def move_if_mine():
        to_move = setup[0] if len(moves) % 2 == 0 else ("B" if setup[0] == "W" else "W")
        if to_move != mine:
            return
        hub_say("pos pos=" + setup + (' moves="' + " ".join(moves) + '"' if moves else ""))
        hub_say("level move-time=0.02")
        if not illegal:
            hub_say("go think")
        move = "45-40" if illegal else hub_until("done").split("move=")[1].split(" ")[0]
        squares = [int(n) for n in move.replace("-", "x").split("x")]
        captured = squares[2:]
        send("M0000%02d%02d%02d" % (squares[0], squares[1], len(captured)) + "".join("%02d" % n for n in captured))
        moves.append(move)

    while True:
        chunk = connection.recv(4096)
        if not chunk:
            return
        buffer += chunk
        while b"\0" in buffer:
            message, buffer = buffer.split(b"\0", 1)
            text = message.decode("ascii")
            if text[0] == "R":
                mine = "W" if text[35] == "W" else "B"
                position = text[43:] if text[42] == "B" else "W" + "z" * 20 + "e" * 10 + "w" * 20
                setup = ("W" if position[0] == "W" else "B") + position[1:].replace("z", "b").replace("Z", "B")
                moves = []
                send("A" + "dxp-test-engine".ljust(32) + "0")
                move_if_mine()
            elif text[0] == "M":
                count = int(text[9:11])
                captured = [int(text[11 + 2 * i:13 + 2 * i]) for i in range(count)]
                squares = [int(text[5:7]), int(text[7:9])] + captured
                moves.append(("x" if captured else "-").join(str(n) for n in squares))
                move_if_mine()
            elif text[0] == "E" and text[2] == "1":
                return


if mode == "listen":
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    with open(where + ".part", "w") as f:
        f.write(str(listener.getsockname()[1]))
    os.rename(where + ".part", where)  # the whole number at once
    start_engine()
    while True:
        connection, _ = listener.accept()
        serve(connection)
        connection.close()
else:
    start_engine()
    for attempt in range(200):
        try:
            connection = socket.create_connection(("127.0.0.1", int(where)))
            break
        except OSError:
            time.sleep(0.05)
    serve(connection)
