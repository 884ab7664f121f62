"""The type stubs (draughts/__init__.pyi) name what the module has, and the module has no
public name the stubs leave out."""

import ast
import pathlib

import draughts

STUBS = pathlib.Path(draughts.__file__).with_name("__init__.pyi")


def stubbed():
    tree = ast.parse(STUBS.read_text())
    names = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            names[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef)} | \
                {n.target.id for n in node.body if isinstance(n, ast.AnnAssign)}
        elif isinstance(node, ast.FunctionDef):
            names[node.name] = set()
        elif isinstance(node, ast.AnnAssign):
            names[node.target.id] = set()
    return names


def test_every_stub_exists():
    for name, members in stubbed().items():
        if name.startswith("_"):
            continue
        assert hasattr(draughts, name), name
        thing = getattr(draughts, name)
        for member in members:
            if isinstance(thing, type) and issubclass(thing, ValueError):
                continue  # the exceptions' attributes are set on each instance
            if name == "PdnGame":
                continue  # its attributes are set in __init__ (slots)
            assert hasattr(thing, member), "%s.%s" % (name, member)


def test_every_public_name_has_a_stub():
    names = stubbed()
    for name in dir(draughts):
        if name.startswith("_") or name == "annotations":
            continue
        assert name in names, name
    for cls in ("Board", "Move", "Outcome", "Explanation"):
        public = {n for n in dir(getattr(draughts, cls)) if not n.startswith("_")}
        assert public <= names[cls], (cls, public - names[cls])
