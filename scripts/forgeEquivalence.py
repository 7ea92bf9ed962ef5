#!/usr/bin/env python3
"""Ability-by-ability comparison for scripts/conformanceForge.mjs, through the forge-equivalence tool's own compare().

usage: forgeEquivalence.py TOOL_DIR EXPORT_DIR REFERENCE_JSON OUT_JSON
  TOOL_DIR        ../shared/tools/forge-equivalence (holds equivalence.py)
  EXPORT_DIR      the export's cards/ folder
  REFERENCE_JSON  Forge's own scripts, [{name, script}] (../shared/formats/forge/scripts.json)
  OUT_JSON        written: {"cards": [{"name", "full", "rows": [[kind, head, status, [keys]]], "extra": [[kind, head]]}],
                            "unmatched": N}
Nothing of the reference is written anywhere: only the comparison's verdicts.
"""
import json
import os
import sys


def main(argv):
    tool, export_dir, reference, out = argv
    sys.path.insert(0, tool)
    import equivalence as eq  # the comparator itself: same parse, same matching as its CLI
    refs = {}
    for entry in json.load(open(reference, encoding="utf-8")):
        name = eq.card_name(entry["script"])
        if name and name not in refs:
            refs[name] = entry["script"]
    cards = []
    unmatched = 0
    for path in eq.all_scripts(export_dir):
        text = eq.read(path)
        name = eq.card_name(text)
        if not name:
            continue
        if name not in refs:
            unmatched += 1
            continue
        res = eq.compare(refs[name], text)
        cards.append({
            "name": name,
            "full": res.fully_playable,
            "rows": [[r.kind, r.head, st, d] for st, r, c, d in res.rows],
            "extra": [[c.kind, c.head] for c in res.extra],
        })
    json.dump({"cards": cards, "unmatched": unmatched}, open(out, "w", encoding="utf-8"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
