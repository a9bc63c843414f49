#!/usr/bin/env python3
"""Validates YAML documents against a JSON schema, offline: validate.py SCHEMA FILE... ("-" reads
standard input); `validate.py --dump FILE` prints the document as JSON, read the same way, so a
test in another language can check its structure. Prints one line per problem (file, the path inside the document, the message)
and exits 1 when there is any, 0 when all are valid, and 3 when PyYAML or jsonschema is missing
(Debian: python3-yaml, python3-jsonschema; scripts/bootstrap installs them where apt runs as root).

YAML is read as YAML 1.2 reads booleans (only true/false), as GitHub and GitLab do: PyYAML's
YAML 1.1 rules would turn the key `on:` of every workflow into the boolean True.
"""
import json, re, sys

try:
    import jsonschema
    import yaml
except ImportError as missing:
    print(f"validate.py: {missing.name} is not installed", file=sys.stderr)
    sys.exit(3)


class Yaml12Loader(yaml.SafeLoader):
    """SafeLoader whose booleans are only true/false (any case), as YAML 1.2."""


Yaml12Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
Yaml12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--dump":
        json.dump(yaml.load(open(sys.argv[2]).read(), Loader=Yaml12Loader), sys.stdout)
        return 0
    if len(sys.argv) < 3:
        print("usage: validate.py SCHEMA FILE... (- for standard input)", file=sys.stderr)
        return 64
    schema = json.load(open(sys.argv[1]))
    validator = jsonschema.validators.validator_for(schema)(schema)
    problems = 0
    for name in sys.argv[2:]:
        text = sys.stdin.read() if name == "-" else open(name).read()
        try:
            document = yaml.load(text, Loader=Yaml12Loader)
        except yaml.YAMLError as error:
            print(f"{name}: not YAML: {error}".replace("\n", " "))
            problems += 1
            continue
        for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path))):
            where = "/".join(map(str, error.absolute_path)) or "(top)"
            print(f"{name}: {where}: {error.message[:300]}")
            problems += 1
    return 1 if problems else 0


sys.exit(main())
