#!/usr/bin/env python3
"""Tests of `draughts match` (cli/match), one scenario a run, each a few seconds:

    match_test.py DRAUGHTS ENGINE SCENARIO

DRAUGHTS is the draughts program, ENGINE the example Hub engine (draughts-hub-engine).
Scenarios: illegal, crash, hang, silent, garbage, slow, wrong_version, self_play, resume,
sprt, dxp_connect, dxp_listen, dxp_illegal, dxp_crash, dxp_hang, dxp_garbage, dxp_slow,
dxp_version, engine_protocol, bad_arguments. Every PDN a match writes is replayed by
`draughts pdn`, which must find every game valid. Exit status 0 when the scenario passes, 1 with the reasons when not.
"""
import json
import os
import pathlib
import re
import shlex
import subprocess
import sys
import tempfile
import time

DRAUGHTS, ENGINE, SCENARIO = sys.argv[1], sys.argv[2], sys.argv[3]
BAD = str(pathlib.Path(__file__).resolve().parent / "bad_engine.py")
PYTHON = sys.executable
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
    return condition


def bad(mode, after=0):
    return " ".join(shlex.quote(w) for w in [PYTHON, BAD, mode, str(after), ENGINE])


def run(args, expect_status=0):
    done = subprocess.run([DRAUGHTS, "match"] + args, capture_output=True, text=True, timeout=120)
    check(done.returncode == expect_status,
          f"draughts match {' '.join(args)}: exit status {done.returncode}, not {expect_status}\n"
          f"stdout: {done.stdout}\nstderr: {done.stderr}")
    return done


def games_of(pdn_file, cut=None):
    """Each game's tags, as `draughts pdn --json` reads them, after checking that every game
    is valid (but the game numbered `cut`, which a crash cut short)."""
    done = subprocess.run([DRAUGHTS, "pdn", "--json", pdn_file], capture_output=True, text=True)
    check(done.returncode == 0 or cut, f"draughts pdn {pdn_file}: exit status {done.returncode}\n{done.stdout}{done.stderr}")
    games = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    for g in games:
        check(g["error"] is None or g["game"] == cut, f"game {g['game']} of {pdn_file} does not replay: {g['error']}")
    text = pathlib.Path(pdn_file).read_text()
    terminations = [t.replace('\\"', '"').replace("\\\\", "\\")
                    for t in re.findall(r'^\[Termination "(.*)"\]$', text, re.M)]
    rounds = re.findall(r'^\[Round "(.*)"\]$', text, re.M)
    check(cut or len(terminations) == len(games) == len(rounds), f"{pdn_file}: a game without Termination or Round tag")
    return games, terminations, rounds


def forfeit(mode, expected, tc, after=0, opening=None, variant="international", extra=()):
    """Two games of the bad engine against the good one, colours reversed: the bad one loses
    the first with the expected reason, and the match goes on to the second."""
    with tempfile.TemporaryDirectory() as tmp:
        pdn = os.path.join(tmp, "games.pdn")
        args = ["--first", bad(mode, after), "--second", ENGINE, "--variant", variant, "--games", "2", "--pdn", pdn,
                "--max-moves", "30", "--first-name", "bad", "--second-name", "good"] + tc + list(extra)
        if opening:
            openings = os.path.join(tmp, "openings.txt")
            pathlib.Path(openings).write_text(opening + "\n")
            args += ["--openings", openings]
        done = run(args)
        games, terminations, rounds = games_of(pdn)
        if check(len(games) == 2, f"{mode}: {len(games)} games, not 2\n{done.stdout}"):
            first = terminations[rounds.index("1")]
            check(re.search(expected, first), f"{mode}: the first game's Termination {first!r} does not match {expected!r}")
            white = next(g for g in games if g["white"] == "bad")
            check(white["result"] in ("0-2", "0-1"), f"{mode}: the bad engine's game as White ends {white['result']}")
        check(re.search(r"^Score of bad vs good: \+\d+ =\d+ -\d+ \[[0-9.]+\] 2 games$", done.stdout, re.M),
              f"{mode}: no final score line\n{done.stdout}")


def wait_for_port(port_file):
    """The port a DXP peer started in listen mode writes once it listens (10 s at most)."""
    for _ in range(500):
        if os.path.exists(port_file):
            break
        time.sleep(0.02)
    return pathlib.Path(port_file).read_text()


# Each DXP misbehaviour of tests/match/dxp_engine.py and how the game it loses ends.
DXP_MISBEHAVIOURS = {
    "dxp_illegal": ("illegal", r'^illegal move: (White|Black) \(dxp\) played "45-40": "45-40" is not a legal move: '),
    "dxp_crash": ("crash", r"^engine failure: (White|Black) \(dxp\): the DXP engine closed the connection$"),
    "dxp_hang": ("hang", r"^time forfeit: (White|Black) \(dxp\) had not moved after 0\.[0-9]+ s, with 0\.050 s to move "
                         r"in and a margin of 0\.300 s"),
    "dxp_garbage": ("garbage", r'^engine failure: (White|Black) \(dxp\): the engine wrote garbage: "M00003228" \(.+\)$'),
    "dxp_slow": ("slow=0.8", r"^time forfeit: (White|Black) \(dxp\) had not moved after 0\.[0-9]+ s, with 0\.050 s to "
                             r"move in and a margin of 0\.300 s"),
    "dxp_version": ("version", r"^engine failure: (White|Black) \(dxp\): declined the game: it does not play version 1 "
                               r"of DXP \(GAMEACC code 1\)$"),
}

FEN_CAPTURE = "W:W28,45:B5,23"  # White must take 28x19; 45-40 ignores the compulsory capture

if SCENARIO == "illegal":
    forfeit("illegal=45-40", r'^illegal move: White \(bad\) played "45-40": "45-40" is not a legal move: a capture is possible, and '
            r'capturing is compulsory \(FMJD 4\.1\)$', ["--move-time", "0.02"],
            opening=FEN_CAPTURE)
elif SCENARIO == "crash":
    forfeit("crash", r"^engine failure: White \(bad\): the engine was killed by signal 11", ["--move-time", "0.02"],
            after=2)
elif SCENARIO == "hang":
    forfeit("hang", r"^time forfeit: White \(bad\) had not moved after 0\.[0-9]+ s, with 0\.[0-9]+ s to move in",
            ["--tc", "0.3+0.01", "--time-margin", "0.05"], after=1)
elif SCENARIO == "silent":
    # The timeout also bounds the engines' start ("hub" to "wait"): 2 s, as a Python engine
    # on a loaded machine took more than 0.3 s to start, and the match then did not begin.
    forfeit("silent", r'^engine failure: White \(bad\): no "pong" within 2 s of "ping"$', ["--move-time", "0.02"],
            extra=["--timeout", "2"])
elif SCENARIO == "garbage":
    forfeit("garbage", r'^engine failure: White \(bad\): the engine wrote garbage: "done move=\"32-28" \(the value of move has no '
            r'closing quote\)$',
            ["--move-time", "0.02"], after=1)
elif SCENARIO == "slow":
    forfeit("slow=0.4", r"^time forfeit: White \(bad\) had not moved after 0\.[0-9]+ s, with 0\.050 s to move in and "
            r"a margin of 0\.020 s", ["--move-time", "0.05", "--time-margin", "0.02"], after=1)
elif SCENARIO == "wrong_version":
    done = run(["--first", ENGINE, "--second", bad("wrong-version"), "--depth", "1"], expect_status=1)
    check(re.search(r"the second engine, .*, cannot play: answered \"hub\" with \"ready\" before \"wait\": not the Hub "
                    r"protocol's version 2", done.stderr), f"wrong_version: stderr {done.stderr!r}")
elif SCENARIO == "self_play":
    # The example engine against itself in three variants at a very short time control,
    # two games at once; every game valid, and ended by the rules or the move limit.
    # Each under another time control; international from a PDN opening with a FEN tag,
    # Russian with draws adjudicated by the engines' scores.
    pdn_opening = ('[Event "opening"]\n[FEN "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:'
                   'B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20"]\n\n1. 32-28 18-23 *\n')
    for variant, tc in (("international", ["--tc", "0.5+0.005"]), ("frisian", ["--tc", "10/0.3"]),
                        ("russian", ["--move-time", "0.005", "--draw-adjudication", "6,0.5"]),
                        ("bt", ["--tc", "0.5+0.005"])):
        with tempfile.TemporaryDirectory() as tmp:
            pdn = os.path.join(tmp, "games.pdn")
            extra = []
            if variant == "international":
                openings = os.path.join(tmp, "openings.pdn")
                pathlib.Path(openings).write_text(pdn_opening)
                extra = ["--openings", openings]
            done = run(["--first", ENGINE, "--second", ENGINE, "--variant", variant, "--games", "2", "--concurrency",
                        "2", "--max-moves", "30", "--pdn", pdn] + tc + extra)
            games, terminations, rounds = games_of(pdn)
            check(len(games) == 2 and sorted(rounds) == ["1", "2"], f"{variant}: rounds {rounds}")
            for t in terminations:
                # The games in the message, to replay what went wrong (a rare one is not seen twice).
                check(re.match(r"^(White wins|Black wins|draw: |adjudication: (the move limit|both engines scored "
                               r"within 0.50 of 0 for 6 moves each))", t),
                      f"{variant}: a game ended by {t!r}\n{pathlib.Path(pdn).read_text()}")
            if variant == "international":
                check("1. 32-28 18-23" in pathlib.Path(pdn).read_text(), f"the PDN opening's moves are not in {pdn}")
            check(re.search(r"^Elo difference: ", done.stdout, re.M), f"{variant}: no Elo line\n{done.stdout}")
elif SCENARIO == "resume":
    # A match cut after two of its four games, resumed: the same games as played in one go
    # (a fixed depth makes them the same), each round once.
    with tempfile.TemporaryDirectory() as tmp:
        whole, cut = os.path.join(tmp, "whole.pdn"), os.path.join(tmp, "cut.pdn")
        openings = os.path.join(tmp, "openings.txt")
        pathlib.Path(openings).write_text("# two openings\n32-28 19-23\n1. 33-29 17-22\n")
        common = ["--first", ENGINE, "--second", bad("weak=1"), "--first-name", "deep", "--second-name", "shallow",
                  "--openings", openings, "--depth", "3", "--max-moves", "50"]
        one_go = run(common + ["--pdn", whole])
        text = pathlib.Path(whole).read_text()
        starts = [m.start() for m in re.finditer(r"^\[Event ", text, re.M)]
        check(len(starts) == 4, f"resume: {len(starts)} games in one go, not 4")
        # Cut in the middle of the third game, as a crash would leave the file.
        pathlib.Path(cut).write_text(text[:starts[2] + (starts[3] - starts[2]) // 2] if len(starts) == 4 else "")
        resumed = run(common + ["--pdn", cut, "--resume"])
        check("resumed: 2 of 4 games in " in resumed.stdout, f"resume: {resumed.stdout}")
        games, _, rounds = games_of(cut, cut=3)
        check(len(rounds) == 5 and sorted(rounds[:2] + rounds[3:]) == ["1", "2", "3", "4"], f"resume: rounds {rounds}")
        last = lambda out: [l for l in out.splitlines() if l.startswith("Score of")]
        check(last(one_go.stdout) == last(resumed.stdout),
              f"resume: {last(resumed.stdout)} after resuming, {last(one_go.stdout)} in one go")
elif SCENARIO == "sprt":
    # Depth 4 against depth 1: the SPRT accepts H1 and stops the match before its 200 games.
    done = run(["--first", ENGINE, "--second", bad("weak=1"), "--first-name", "deep", "--second-name", "shallow",
                "--depth", "4", "--games", "200", "--max-moves", "60", "--resign-adjudication", "2,3",
                "--sprt", "0", "200", "0.05", "0.05", "--openings", os.path.join(os.path.dirname(BAD), "openings.txt")])
    check(re.search(r"^SPRT: H1 accepted after \d+ games; no more games are started$", done.stdout, re.M),
          f"sprt: {done.stdout}")
    check(re.search(r"^SPRT \(Elo 0.0 vs 200.0, alpha 0.05, beta 0.05\): LLR [0-9.]+ \[-2.94, 2.94\], H1 accepted$",
                    done.stdout, re.M), f"sprt: {done.stdout}")
elif SCENARIO == "engine_protocol":
    # The example engine's side of Hub 2: id, param and wait for "hub"; ready for "init"; pong
    # at once, even while it thinks; info then done for "go think"; done for "stop" during
    # "go analyze"; an error for a variant it does not know; the end at "quit".
    engine = subprocess.Popen([ENGINE], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def say(line):
        engine.stdin.write(line + "\n")
        engine.stdin.flush()

    def lines_until(word):
        got = []
        while True:
            line = engine.stdout.readline().strip()
            got.append(line)
            if not line or line.split(" ")[0] == word:
                return got

    say("hub")
    hello = lines_until("wait")
    check(hello[0].startswith("id name=draughts-hub-engine "), f"engine_protocol: {hello}")
    check(any(l.startswith("param name=variant value=normal type=enum values=") and " frisian" in l and " losing" in l
              for l in hello), f"engine_protocol: {hello}")
    say("set-param name=variant value=chess")
    check(lines_until("error")[-1].startswith("error message="), "engine_protocol: no error for an unknown variant")
    say("set-param name=variant value=frisian")
    say("init")
    check(lines_until("ready")[-1] == "ready", "engine_protocol: no ready")
    say("new-game")
    say("pos pos=W" + "b" * 20 + "e" * 10 + "w" * 20 + " moves=\"32-28 19-23\"")
    say("level move-time=0.05")
    say("go think")
    say("ping")
    answer = lines_until("done")
    check(answer[-1].startswith("done move=") and any(l.startswith("info depth=") for l in answer) and "pong" in answer,
          f"engine_protocol: {answer}")
    say("level infinite")
    say("go analyze")
    time.sleep(0.1)
    say("stop")
    check(lines_until("done")[-1].startswith("done move="), "engine_protocol: no done after stop")
    say("quit")
    check(engine.wait(timeout=5) == 0, "engine_protocol: the engine did not end at quit")
elif SCENARIO in DXP_MISBEHAVIOURS:
    # A DXP engine that misbehaves loses each game, by the reason in the Termination tag; the
    # runner closes the connection, connects again for the next game, and the match goes on.
    mode, expected = DXP_MISBEHAVIOURS[SCENARIO]
    with tempfile.TemporaryDirectory() as tmp:
        port_file = os.path.join(tmp, "port")
        peer = subprocess.Popen([PYTHON, os.path.join(os.path.dirname(BAD), "dxp_engine.py"), "listen+" + mode,
                                 port_file, ENGINE])
        try:
            second = "dxp://127.0.0.1:" + wait_for_port(port_file)
            pdn = os.path.join(tmp, "games.pdn")
            done = run(["--first", ENGINE, "--second", second, "--second-name", "dxp", "--games", "2", "--move-time",
                        "0.05", "--time-margin", "0.3", "--pdn", pdn, "--timeout", "5"])
            games, terminations, rounds = games_of(pdn)
            check(len(games) == 2, f"{SCENARIO}: {len(games)} games\n{done.stdout}")
            for t in terminations:
                check(re.match(expected, t), f"{SCENARIO}: a game ended by {t!r}, not {expected!r}")
            check("Score of draughts-hub-engine vs dxp: +2 =0 -0" in done.stdout, f"{SCENARIO}: {done.stdout}")
        finally:
            peer.kill()
            peer.wait()
elif SCENARIO in ("dxp_connect", "dxp_listen"):
    # The example engine against a DXP engine over loopback (tests/match/dxp_engine.py), the
    # runner connecting to it or listening for it: two games, every move checked, the PDN valid.
    import socket
    with tempfile.TemporaryDirectory() as tmp:
        peer_script = os.path.join(os.path.dirname(BAD), "dxp_engine.py")
        if SCENARIO == "dxp_connect":
            port_file = os.path.join(tmp, "port")
            peer = subprocess.Popen([PYTHON, peer_script, "listen", port_file, ENGINE])
            second = "dxp://127.0.0.1:" + wait_for_port(port_file)
        else:
            probe = socket.socket()
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
            probe.close()
            peer = subprocess.Popen([PYTHON, peer_script, "connect", str(port), ENGINE])
            second = "dxp-listen://127.0.0.1:" + str(port)
        try:
            pdn = os.path.join(tmp, "games.pdn")
            done = run(["--first", ENGINE, "--second", second, "--second-name", "dxp", "--games", "2", "--move-time",
                        "0.1", "--time-margin", "0.5", "--max-moves", "30", "--pdn", pdn, "--timeout", "5"])
            games, terminations, rounds = games_of(pdn)
            check(len(games) == 2, f"{SCENARIO}: {len(games)} games\n{done.stdout}")
            check(sorted(g["white"] for g in games) == ["draughts-hub-engine", "dxp"], f"{SCENARIO}: {games}")
            for t in terminations:
                check(re.match(r"^(White wins|Black wins|draw: |adjudication: the move limit)", t),
                      f"{SCENARIO}: a game ended by {t!r}")
        finally:
            peer.kill()
            peer.wait()
elif SCENARIO == "bad_arguments":
    for args, message in [
        (["--second", ENGINE, "--depth", "1"], "missing --first"),
        (["--first", ENGINE, "--second", ENGINE], "missing a time control"),
        (["--first", ENGINE, "--second", ENGINE, "--tc", "fast"], "--tc takes BASE, BASE+INC or MOVES/BASE+INC in "
                                                                  "seconds (60, 10+0.1, 40/120+1), not \"fast\""),
        (["--first", ENGINE, "--second", ENGINE, "--depth", "1", "--variant", "chess"], "unknown variant \"chess\""),
        (["--first", ENGINE, "--second", ENGINE, "--depth", "1", "--sprt", "0", "5"], "--sprt takes four numbers"),
        (["--first", ENGINE, "--second", ENGINE, "--depth", "1", "--openings", "/nonexistent"],
         "cannot read \"/nonexistent\""),
        (["--first", "'unclosed", "--second", ENGINE, "--depth", "1"], "--first \"'unclosed\": a quote is not closed"),
        (["--first", ENGINE, "--second", ENGINE, "--depth", "1", "--resume"], "--resume continues the match"),
        (["--first", ENGINE, "--second", ENGINE, "--depth", "1", "--draw-adjudication", "x"],
         "--draw-adjudication takes MOVES,SCORE"),
        (["--first", ENGINE, "--second", "dxp://localhost", "--depth", "1"], "dxp:// takes HOST:PORT"),
        (["--first", ENGINE, "--second", "dxp://localhost:1", "--depth", "1", "--concurrency", "2"],
         "a DXP engine, \"dxp://localhost:1\", plays one game at a time"),
    ]:
        done = run(args, expect_status=2)
        check(message in done.stderr and done.stderr.count("\n") == 1, f"{args}: stderr {done.stderr!r}")
    with tempfile.TemporaryDirectory() as tmp:
        openings = os.path.join(tmp, "openings.txt")
        pathlib.Path(openings).write_text("32-28 28-22\n")
        done = run(["--first", ENGINE, "--second", ENGINE, "--depth", "1", "--openings", openings], expect_status=2)
        check(re.search(r'line 1: "28-22" is not a legal move of international: 28 holds a White piece, and Black is to move', done.stderr), f"{done.stderr!r}")
    done = run(["--first", "/nonexistent/engine", "--second", ENGINE, "--depth", "1"], expect_status=1)
    check("cannot run \"/nonexistent/engine\": No such file or directory" in done.stderr, f"{done.stderr!r}")
else:
    failures.append(f"unknown scenario {SCENARIO!r}")

for f in failures:
    print("FAIL:", f, file=sys.stderr)
sys.exit(1 if failures else 0)
