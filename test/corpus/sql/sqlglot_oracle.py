"""The oracle of test/corpus/sql/dialects-held-out.test.ts: sqlglot's tokenizers (an implementation of six SQL dialects
that is not ours), run from the unpacked sqlglot source (scripts/corpus/held-out-corpus.sh sqlglot; PYTHONPATH set by the test).

  python3 sqlglot_oracle.py extract <sqlglot tests/dialects folder>   # JSON lines {"dialect", "sql"} on stdout
  python3 sqlglot_oracle.py scan < lines of {"dialect", "sql"}        # JSON lines {"constants", "comments"} or {"error"}

extract: the statements sqlglot's own dialect tests write in that dialect (the first argument of validate_identity and
validate_all, the expected form of validate_identity, and the read/write entries of the same dialect), each once.

scan: the literal tokens (strings of every kind, numbers) and the comments sqlglot's tokenizer of the dialect finds. Two
tokenizer habits are allowed for: a statement sqlglot does not parse (LOCK, REINDEX, EXEC, …) is a command token
followed by the rest of the statement as one string, which is scanned again as a statement of its own; and a numbered
parameter (`$1`, `:1`) is a parameter token followed by a number, which is not a literal.
"""
import ast
import json
import os
import sys

DIALECTS = ('mysql', 'tsql', 'clickhouse', 'oracle', 'sqlite', 'postgres')


def extract(folder):
    for dialect in DIALECTS:
        with open(os.path.join(folder, f'test_{dialect}.py'), encoding='utf-8') as f:
            tree = ast.parse(f.read())
        seen = set()
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ('validate_identity', 'validate_all')):
                continue
            found = []
            positional = node.args[:2] if node.func.attr == 'validate_identity' else node.args[:1]
            found += [a.value for a in positional if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            for kw in node.keywords:
                if kw.arg in ('read', 'write') and isinstance(kw.value, ast.Dict):
                    for k, v in zip(kw.value.keys, kw.value.values):
                        if isinstance(k, ast.Constant) and k.value == dialect and isinstance(v, ast.Constant) and isinstance(v.value, str):
                            found.append(v.value)
            for sql in found:
                if sql not in seen:
                    seen.add(sql)
                    print(json.dumps({'dialect': dialect, 'sql': sql}))


def scan_lines():
    from sqlglot.dialects.dialect import Dialect
    from sqlglot.tokens import TokenType

    literal = {TokenType.STRING, TokenType.NUMBER, TokenType.NATIONAL_STRING, TokenType.HEX_STRING, TokenType.BIT_STRING,
               TokenType.BYTE_STRING, TokenType.RAW_STRING, TokenType.HEREDOC_STRING, TokenType.UNICODE_STRING}

    def scan(dialect, sql, depth=0):
        d = Dialect.get_or_raise(dialect)
        commands = d.tokenizer_class.COMMANDS
        tokens = d.tokenize(sql)
        constants, comments = [], []
        for i, t in enumerate(tokens):
            comments += t.comments
            if t.token_type not in literal:
                continue
            prev = tokens[i - 1].token_type if i > 0 else None
            if t.token_type == TokenType.NUMBER and prev in (TokenType.PARAMETER, TokenType.COLON):
                continue
            if t.token_type == TokenType.STRING and prev in commands and depth < 2:
                inner = scan(dialect, t.text, depth + 1)
                constants += inner[0]
                comments += inner[1]
                continue
            constants.append(t.text)
        return constants, comments

    for line in sys.stdin:
        item = json.loads(line)
        try:
            constants, comments = scan(item['dialect'], item['sql'])
            print(json.dumps({'constants': constants, 'comments': comments}))
        except Exception as e:  # a statement sqlglot's tokenizer refuses
            print(json.dumps({'error': type(e).__name__}))


if __name__ == '__main__':
    if sys.argv[1:2] == ['extract']:
        extract(sys.argv[2])
    elif sys.argv[1:2] == ['scan']:
        scan_lines()
    else:
        sys.exit('usage: sqlglot_oracle.py extract <folder> | scan')
