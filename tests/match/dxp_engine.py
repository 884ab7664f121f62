#!/usr/bin/env python3
"""A DamExchange (DXP) engine for the tests of `draughts match`, playing through a Hub engine.

    dxp_engine.py listen PORT_FILE ENGINE...   listens on a free port of 127.0.0.1, writes its
                                               number to PORT_FILE, and plays every connection
    dxp_engine.py connect PORT ENGINE...       connects to 127.0.0.1:PORT (retrying for 10 s)

A mode after a "+" (listen+MODE, connect+MODE) makes it misbehave at its second move of
every game (its first move is its engine's):
    illegal        sends 45-40, legal or not (at every move)
    crash          closes the connection, as a peer that dies does
    hang           stops answering, and reads on until the runner closes the connection
    garbage        sends a message that is not DXP
    slow=SECONDS   sends its engine's move SECONDS late
and at once, at GAMEREQ:
    version        declines every game with GAMEACC's code 1: "not this version of DXP"

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
mode, _, misbehaviour = mode.partition("+")
misbehaviour, _, value = misbehaviour.partition("=")
illegal = misbehaviour == "illegal"
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
    setup, moves, mine, own_moves, hung = None, [], None, 0, False

    def send(text):
        connection.sendall(text.encode("ascii") + b"\0")

    def move_if_mine():
        nonlocal own_moves, hung
        to_move = setup[0] if len(moves) % 2 == 0 else ("B" if setup[0] == "W" else "W")
        if to_move != mine or hung:
            return
        own_moves += 1
        if own_moves == 2 and misbehaviour == "crash":
            raise ConnectionAbortedError
        if own_moves == 2 and misbehaviour == "hang":
            hung = True
            return
        if own_moves == 2 and misbehaviour == "garbage":
            send("M00003228")  # a MOVE without its count of captured pieces
            return
        hub_say("pos pos=" + setup + (' moves="' + " ".join(moves) + '"' if moves else ""))
        hub_say("level move-time=0.02")
        if not illegal:
            hub_say("go think")
        move = "45-40" if illegal else hub_until("done").split("move=")[1].split(" ")[0]
        if own_moves == 2 and misbehaviour == "slow":
            time.sleep(float(value))
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
                moves, own_moves, hung = [], 0, False
                send("A" + "dxp-test-engine".ljust(32) + ("1" if misbehaviour == "version" else "0"))
                if misbehaviour == "version":
                    continue
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
    start_engine()  # before the port is told: the runner's timeout runs from its connection
    with open(where + ".part", "w") as f:
        f.write(str(listener.getsockname()[1]))
    os.rename(where + ".part", where)  # the whole number at once
    while True:
        connection, _ = listener.accept()
        try:
            serve(connection)
        except OSError:  # the runner closed the connection, or the peer "crashed"
            pass
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
