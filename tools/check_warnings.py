#!/usr/bin/env python3
"""Compiles every translation unit of a configured build for its diagnostics only: each
command of BUILD/compile_commands.json run with -fsyntax-only, JOBS at a time. With clang the
warnings come from the front end, so this finds what a full build would warn about in about
half its time; it makes no objects and runs nothing.

    tools/check_warnings.py BUILD [JOBS]      JOBS: default the number of CPUs

Fails (exit 1) on any diagnostic, printing it with the file it came from.
"""
import concurrent.futures
import json
import os
import pathlib
import shlex
import subprocess
import sys


def check(entry):
    command = shlex.split(entry["command"]) + ["-fsyntax-only"]
    done = subprocess.run(command, cwd=entry["directory"], capture_output=True, text=True)
    return entry["file"], done.returncode, done.stdout + done.stderr


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    build = pathlib.Path(sys.argv[1])
    jobs = int(sys.argv[2]) if len(sys.argv) == 3 else os.cpu_count()
    entries = json.loads((build / "compile_commands.json").read_text(encoding="utf-8"))
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for file, code, output in pool.map(check, entries):
            if code != 0 or output.strip():
                failed += 1
                print(f"{file}:\n{output}", end="" if output.endswith("\n") else "\n")
    print(f"{len(entries)} translation units, {failed} with diagnostics")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
