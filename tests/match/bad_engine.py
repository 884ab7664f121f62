#!/usr/bin/env python3
"""A Hub engine that misbehaves, for the tests of `draughts match`.

    bad_engine.py MODE AFTER ENGINE...

Plays through ENGINE (a good Hub engine, run as a child) for its first AFTER moves, then
misbehaves as MODE says, at its next "go":
    illegal=MOVE   answers with MOVE, whatever the position
    crash          dies of a segmentation fault
    hang           never answers
    garbage        writes a line that is not Hub
    slow=SECONDS   answers with the engine's move, SECONDS late
    weak=DEPTH     (at every move) searches to DEPTH only, whatever the level says
and at once, whatever AFTER says:
    silent         never answers "ping"
    wrong-version  answers "hub" as an engine of another version of the protocol does:
                   "ready" where Hub 2 says "wait"
"""
import os
import signal
import subprocess
import sys
import time

mode, after, engine = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
name, _, value = mode.partition("=")
child = subprocess.Popen(engine, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def tell(line):
    child.stdin.write(line + "\n")
    child.stdin.flush()


def relay_until(last):
    """The child's lines up to and including the first that starts with `last`; that one returned."""
    while True:
        line = child.stdout.readline()
        if not line:
            sys.exit(0)
        line = line.rstrip("\n")
        if line.split(" ")[0] == last:
            return line
        say(line)


moves = 0
for line in sys.stdin:
    line = line.strip()
    command = line.split(" ")[0] if line else ""
    if command == "hub" and name == "wrong-version":
        say("id name=old-hub version=1")
        say("ready")
        continue
    if command == "ping" and name == "silent":
        continue
    if command == "level" and name == "weak":
        line = "level depth=" + value
    if command == "go":
        moves += 1
        if moves > after and name != "weak":
            if name == "illegal":
                say("done move=" + value)
                continue
            if name == "crash":
                os.kill(os.getpid(), signal.SIGSEGV)
            if name == "hang":
                time.sleep(3600)
            if name == "garbage":
                say('done move="32-28')
                continue
            if name == "slow":
                tell(line)
                done = relay_until("done")
                time.sleep(float(value))
                say(done)
                continue
    tell(line)
    answer = {"hub": "wait", "init": "ready", "ping": "pong", "go": "done"}.get(command)
    if answer:
        say(relay_until(answer))
    if command == "quit":
        break
child.wait()
