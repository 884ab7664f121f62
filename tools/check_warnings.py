#!/usr/bin/env python3
"""Compiles every translation unit of a configured build for its diagnostics only: each
command of BUILD/compile_commands.json run with -fsyntax-only, JOBS at a time. It finds the
front end's warnings, which in a debug build are what a full build warns about, in a
fraction of its time (the warnings that need an optimiser's analyses come from optimised
builds only); it makes no objects and runs nothing.

    tools/check_warnings.py BUILD [JOBS [DIR...]]    JOBS: default the number of CPUs

With DIRs, only the units of those folders of the project (bench, python, ...), whether
in the source tree or generated into the same folder of the build tree.

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


def source_dir(build):
    for line in (build / "CMakeCache.txt").read_text(encoding="utf-8").splitlines():
        if line.startswith("CMAKE_HOME_DIRECTORY:"):
            return pathlib.Path(line.split("=", 1)[1])
    sys.exit(f"{build}: no CMAKE_HOME_DIRECTORY in CMakeCache.txt")


def folder(file, build, source):
    """The project folder a unit belongs to: its first path component below the build tree
    (generated units) or the source tree."""
    path = pathlib.Path(file).resolve()
    for root in (build.resolve(), source.resolve()):
        if path.is_relative_to(root):
            return path.relative_to(root).parts[0]
    return None


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    build = pathlib.Path(sys.argv[1])
    jobs = int(sys.argv[2]) if len(sys.argv) > 2 else os.cpu_count()
    only = set(sys.argv[3:])
    entries = json.loads((build / "compile_commands.json").read_text(encoding="utf-8"))
    if only:
        source = source_dir(build)
        folders = [folder(e["file"], build, source) for e in entries]
        missing = only.difference(folders)
        if missing:  # a misspelt folder would otherwise check nothing, silently
            known = ", ".join(sorted({f for f in folders if f}))
            sys.exit(f"no translation units under {', '.join(sorted(missing))} in {build} (it has: {known})")
        entries = [e for e, f in zip(entries, folders) if f in only]
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
