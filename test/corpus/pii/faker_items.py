"""Personal data made by Faker (a generator nobody on this team wrote; run from its unpacked wheel, see
scripts/corpus/held-out-corpus.sh faker) for test/corpus/pii/faker-held-out.test.ts: 20 locales, each kind of value in
sentences a user or an agent writes. Prints JSON lines {"locale", "kind", "value", "text"}.

  python3 faker_items.py <seed> <per kind and locale>

The templates and the seed of the test were not used while the detectors were changed (a first Faker set, other seed
and phrasings, found the classes fixed on 2026-12-06: "call me at", phone extensions, "social security number" before
a foreign national number).
"""
import json
import random
import sys

from faker import Faker

LOCALES = ['en_US', 'en_GB', 'de_DE', 'fr_FR', 'nl_NL', 'es_ES', 'it_IT', 'pl_PL', 'pt_BR', 'sv_SE',
           'da_DK', 'fi_FI', 'no_NO', 'cs_CZ', 'en_AU', 'en_CA', 'en_IN', 'ja_JP', 'ko_KR', 'zh_CN']
TEMPLATES = {
    'email': ['Please reply to {v} about the order.', 'my email is {v}', 'cc: {v}'],
    'credit_card_number': ['Card used: {v}', 'my credit card number is {v}', 'charge card {v} again'],
    'iban': ['Refund to IBAN {v} please.', 'IBAN: {v}'],
    'ssn': ['My SSN is {v}.', 'Social Security No.: {v}', 'social security number {v} on file'],
    'phone_number': ['You can text me on {v}', 'please ring me on {v}', 'Reach me at {v}.', 'call us at {v} any time', 'phone: {v}'],
    'ipv4_public': ['login from {v} failed'],
    'ipv6': ['client {v} connected'],
    'name': ['My name is {v}.', 'Kind regards,\n{v}', 'Name: {v}'],
    'street_address': ['Ship it to {v}, please.', 'I live at {v}.', 'Address: {v}'],
    'date_of_birth': ['DOB: {v}', 'date of birth {v}'],
}


def main(seed, count):
    pick = random.Random(seed)
    for i, locale in enumerate(LOCALES):
        fake = Faker(locale)
        fake.seed_instance(seed + i)
        for kind, templates in TEMPLATES.items():
            for _ in range(count):
                value = getattr(fake, kind)()
                value = value.isoformat() if kind == 'date_of_birth' else str(value)
                text = pick.choice(templates).format(v=value)
                print(json.dumps({'locale': locale, 'kind': kind, 'value': value, 'text': text}, ensure_ascii=False))


if __name__ == '__main__':
    main(int(sys.argv[1]), int(sys.argv[2]))
