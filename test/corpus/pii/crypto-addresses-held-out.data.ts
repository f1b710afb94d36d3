/**
 * Held-out evaluation data: cryptocurrency wallet addresses in LLM-application telemetry.
 *
 * Written on 2026-12-06 by a helper session that had read neither the detectors (collector/) nor
 * any other test data under test/ (only bank-accounts.data.ts, for the file layout). Nothing here was
 * run through the engine.
 *
 * Every address was generated from random bytes by a throwaway script (not kept in the repo):
 * Base58Check (payload + first 4 bytes of SHA256(SHA256(payload))) for BTC P2PKH 0x00 / P2SH 0x05,
 * LTC 0x30 / 0x32, DOGE 0x1e, TRON 0x41 and XRP (0x00, Ripple alphabet); BIP-173 bech32 /
 * BIP-350 bech32m for bc1q / bc1p / tb1 / ltc1; EIP-55 mixed case from keccak-256 (original Keccak
 * padding); Solana = 32 random bytes in base58 (no checksum, 43-44 chars). The generator's Keccak,
 * bech32 and Base58Check were checked against published vectors, and every value was then re-decoded
 * and re-validated by a second, independent implementation (npm bs58check / bech32 / base-x / js-sha3
 * installed outside the repo). None of these addresses belong to anyone.
 *
 * POSITIVES (95): `value` is the exact address substring of `text` (occurs exactly once).
 * Chains: BTC P2PKH 8, BTC P2SH 6, BTC bech32 v0 (20-byte) 10, BTC bech32 v0 upper-case 1, BTC
 * bech32 v0 (32-byte) 3, BTC bech32m taproot 6, tb1q 3, tb1p 1, LTC L… 2, LTC M… 2, ltc1q 3,
 * DOGE 5, ETH lowercase 12, ETH EIP-55 13, TRON 7, Solana 7, XRP 6.
 *
 * NEGATIVES (124): look-alikes that must stay unchanged (git SHAs, tx / block hashes, hex literals,
 * selectors / topics, UUIDs, IPFS CIDs, random base58 that fails every Base58Check, base64, ids,
 * amounts, tickers, bare prefixes...). Debatable: family 'broken-checksum' (6) are valid Bitcoin
 * addresses with ONE character changed so the checksum fails - a checksum-verifying detector should
 * leave them, a shape-only detector will redact them. 'truncated-display' (2) are shortened
 * "0x71C7…976F"-style renderings. Four 'base58-random' strings are address-shaped (34/33 chars starting
 * with 1, 3, T or r) but fail Base58Check under both the Bitcoin and the Ripple alphabet: same caveat.
 */

export interface CryptoPositive { text: string; value: string; family: string }
export interface CryptoNegative { text: string; family: string }

export const CRYPTO_POSITIVES: readonly CryptoPositive[] = [
  // ---------------------------------------------------------------- btc-legacy-chat
  { family: 'btc-legacy-chat', text: 'Hi, I withdrew 0.05 BTC yesterday to my wallet 1AcEpxYegZxugwb8kKzDiskbo5SKiFsW9G but it still hasn\'t arrived. Can you check?', value: '1AcEpxYegZxugwb8kKzDiskbo5SKiFsW9G' },
  { family: 'btc-legacy-chat', text: 'my btc address is 17qeyyEvRgvszK8rJUQiY8UBuZ8ReMcGK4 pls send the refund there', value: '17qeyyEvRgvszK8rJUQiY8UBuZ8ReMcGK4' },
  { family: 'btc-legacy-chat', text: 'User: I think I typed the wrong address. The correct one is 1MQSH4MzBd6FyffGfs9hPmyrnbDdXWRnGd, not the one on file.', value: '1MQSH4MzBd6FyffGfs9hPmyrnbDdXWRnGd' },
  { family: 'btc-legacy-chat', text: 'Can you whitelist 1LS8gKjoViv48aw5MGg33LvrMpdxiZA1oC for withdrawals? It\'s the receive address from my old Blockchain.com wallet.', value: '1LS8gKjoViv48aw5MGg33LvrMpdxiZA1oC' },
  // ---------------------------------------------------------------- btc-legacy-log
  { family: 'btc-legacy-log', text: '2026-11-29T08:14:52.117Z INFO withdrawal.requested asset=BTC amount=0.01250000 dest=124AqH5q8MbFVvZriCLSc9RBiuW4oEMDeN status=pending_review', value: '124AqH5q8MbFVvZriCLSc9RBiuW4oEMDeN' },
  { family: 'btc-legacy-log', text: '[wallet-svc] WARN address 19ZPRBwME1h19WceUBgqEg7g3QnxjW8BDS flagged by risk engine score=0.82 action=hold', value: '19ZPRBwME1h19WceUBgqEg7g3QnxjW8BDS' },
  // ---------------------------------------------------------------- btc-legacy-json
  { family: 'btc-legacy-json', text: '{"tool":"get_address_balance","arguments":{"chain":"bitcoin","address":"1DNPBdfYzvXG92A3gJrP3N8jFBmxM2i1Qq"}}', value: '1DNPBdfYzvXG92A3gJrP3N8jFBmxM2i1Qq' },
  // ---------------------------------------------------------------- btc-p2sh-chat
  { family: 'btc-p2sh-chat', text: 'The deposit address I gave you was 3373eBGipcQ6rxHnKZqwiipTLvM3AmWXvj — is that a multisig? My wallet shows a warning.', value: '3373eBGipcQ6rxHnKZqwiipTLvM3AmWXvj' },
  { family: 'btc-p2sh-chat', text: 'I sent from my Trezor (address 3PtLcm6NXgiDWTFrdxAB82mae8rN4AySZ5) and the exchange hasn\'t credited it yet', value: '3PtLcm6NXgiDWTFrdxAB82mae8rN4AySZ5' },
  // ---------------------------------------------------------------- btc-p2sh-json
  { family: 'btc-p2sh-json', text: '{"withdrawal":{"currency":"BTC","network":"bitcoin","to_address":"3KaMmecnXVsy7cnBDvUNtYhKULMka2h9dV","amount":"0.2"}}', value: '3KaMmecnXVsy7cnBDvUNtYhKULMka2h9dV' },
  // ---------------------------------------------------------------- btc-p2sh-log
  { family: 'btc-p2sh-log', text: 'withdraw_btc: validating destination 35spCfSiWPxHBiHXnzHX62FR6Z6nzeBmZx ... ok (p2sh-p2wpkh)', value: '35spCfSiWPxHBiHXnzHX62FR6Z6nzeBmZx' },
  // ---------------------------------------------------------------- btc-p2sh-csv
  { family: 'btc-p2sh-csv', text: 'date,asset,amount,address\n2026-11-02,BTC,0.0031,379gJazkiVTYb3WYvdiQ7SfsLxDckYRKQN\n', value: '379gJazkiVTYb3WYvdiQ7SfsLxDckYRKQN' },
  // ---------------------------------------------------------------- btc-bech32-chat
  { family: 'btc-bech32-chat', text: 'Send it to bc1... wait let me copy it properly: bc1q6d4k5q9qzufhkjdhcr7gt8lvq4fquh4mv36af2', value: 'bc1q6d4k5q9qzufhkjdhcr7gt8lvq4fquh4mv36af2' },
  { family: 'btc-bech32-chat', text: 'my new segwit address: bc1qal2lhgmj6r2r4cf0qhu07xn49l270f872xxetx (Electrum)', value: 'bc1qal2lhgmj6r2r4cf0qhu07xn49l270f872xxetx' },
  { family: 'btc-bech32-chat', text: 'Is bc1qkw26d7sudt2fva8mwaz80na3aswaeavrxlderu a valid address? Your app says invalid but Sparrow generated it.', value: 'bc1qkw26d7sudt2fva8mwaz80na3aswaeavrxlderu' },
  // ---------------------------------------------------------------- btc-bech32-summary
  { family: 'btc-bech32-summary', text: 'Summary: user asked to change payout address from the old one to bc1q2l8geqaffc97xvklv6ph6ft3czunwv5thdax80. Verified via 2FA before the change.', value: 'bc1q2l8geqaffc97xvklv6ph6ft3czunwv5thdax80' },
  // ---------------------------------------------------------------- btc-bech32-json
  { family: 'btc-bech32-json', text: '{"role":"tool","name":"lookup_wallet","content":{"address":"bc1qqzgycvnzrv6a5jcpte9cptf6kmf6lt9u3gkqk4","balance_sats":1520044,"tx_count":17}}', value: 'bc1qqzgycvnzrv6a5jcpte9cptf6kmf6lt9u3gkqk4' },
  { family: 'btc-bech32-json', text: '{"type":"function_call","name":"initiate_withdrawal","arguments":"{\\"asset\\":\\"BTC\\",\\"address\\":\\"bc1qy6k8mlydsvt6t5p396rw5ju9428e288n94lhws\\",\\"amount\\":\\"0.004\\"}"}', value: 'bc1qy6k8mlydsvt6t5p396rw5ju9428e288n94lhws' },
  // ---------------------------------------------------------------- btc-bech32-uri
  { family: 'btc-bech32-uri', text: 'Pay here: bitcoin:bc1qv2vezyn09arrymdyp4adu3tmzyu9xguvqqdmkw?amount=0.00250000&label=Invoice%20184', value: 'bc1qv2vezyn09arrymdyp4adu3tmzyu9xguvqqdmkw' },
  // ---------------------------------------------------------------- btc-bech32-url
  { family: 'btc-bech32-url', text: 'agent> opened https://mempool.space/address/bc1q2h39h55s938vd3qprqtmcc0wuclqpyd7la6sre — 3 unconfirmed inputs', value: 'bc1q2h39h55s938vd3qprqtmcc0wuclqpyd7la6sre' },
  // ---------------------------------------------------------------- btc-bech32-upper
  { family: 'btc-bech32-upper', text: 'Scanned the QR from my hardware wallet, it decodes to BITCOIN:BC1QVCXL9VQ9W2HW0RKX8C0TRULEDHRT0FC6Q8YZW7?AMOUNT=0.1', value: 'BC1QVCXL9VQ9W2HW0RKX8C0TRULEDHRT0FC6Q8YZW7' },
  // ---------------------------------------------------------------- btc-bech32-log
  { family: 'btc-bech32-log', text: 'ERROR payout_failed chain=btc to=bc1q92jyknp6y88hs67859n255qywx8pkgnp2073yc reason=fee_too_low feerate=2sat/vB', value: 'bc1q92jyknp6y88hs67859n255qywx8pkgnp2073yc' },
  // ---------------------------------------------------------------- btc-p2wsh-chat
  { family: 'btc-p2wsh-chat', text: 'Our family vault is a 2-of-3 multisig, receive address bc1q5dll4w78jpujet6dlgzyq6ct6ehcm3g8p5guvf5zr0gez28n4yrqax6l4m. Please confirm it\'s whitelisted.', value: 'bc1q5dll4w78jpujet6dlgzyq6ct6ehcm3g8p5guvf5zr0gez28n4yrqax6l4m' },
  // ---------------------------------------------------------------- btc-p2wsh-json
  { family: 'btc-p2wsh-json', text: '{"address":"bc1qhsnvzrwmyv0uq53d3rx0seyrgez46g3n63atw845s4zhnt9uw9fsa5y2xq","script_type":"p2wsh","owner_type":"customer"}', value: 'bc1qhsnvzrwmyv0uq53d3rx0seyrgez46g3n63atw845s4zhnt9uw9fsa5y2xq' },
  // ---------------------------------------------------------------- btc-p2wsh-log
  { family: 'btc-p2wsh-log', text: 'vault.deposit_detected address=bc1qxvm69cm27ln80j2n3yvl26pktw9j5kgakrg3mw4739csa4yq2thsww4zas confs=1 value_sats=3000000', value: 'bc1qxvm69cm27ln80j2n3yvl26pktw9j5kgakrg3mw4739csa4yq2thsww4zas' },
  // ---------------------------------------------------------------- btc-taproot-chat
  { family: 'btc-taproot-chat', text: 'Does your exchange support withdrawals to taproot? my address is bc1pa4u38cj2gz97uwef4ngp2pj9ynn53092hhtj7r28zskws7lvfhfqmkt994', value: 'bc1pa4u38cj2gz97uwef4ngp2pj9ynn53092hhtj7r28zskws7lvfhfqmkt994' },
  // ---------------------------------------------------------------- btc-taproot-log
  { family: 'btc-taproot-log', text: 'withdraw failed: destination bc1prk0pwx7qh67est6n5c3mxg2mqtfpret3ss29yu0nmde6zq977rpqf4hdjt rejected — \'unsupported address type\'', value: 'bc1prk0pwx7qh67est6n5c3mxg2mqtfpret3ss29yu0nmde6zq977rpqf4hdjt' },
  // ---------------------------------------------------------------- btc-taproot-json
  { family: 'btc-taproot-json', text: '{"tool_call":{"name":"validate_address","args":{"asset":"BTC","address":"bc1ptzd9dax3m5ar4jg0fgj0r8x4dx2f9deav68w858x4rgx8k30nrqqhfqy56"}},"result":{"valid":true,"type":"p2tr"}}', value: 'bc1ptzd9dax3m5ar4jg0fgj0r8x4dx2f9deav68w858x4rgx8k30nrqqhfqy56' },
  // ---------------------------------------------------------------- btc-taproot-transcript
  { family: 'btc-taproot-transcript', text: '[00:02:14] Customer: it starts with bc1p, the full thing is bc1py4d8d8k5h4k9v7npza7ugjt6rn3ls4hkq0sjktahw3vha78wtv7s8n4fhz', value: 'bc1py4d8d8k5h4k9v7npza7ugjt6rn3ls4hkq0sjktahw3vha78wtv7s8n4fhz' },
  // ---------------------------------------------------------------- btc-taproot-chat
  { family: 'btc-taproot-chat', text: 'Ordinals go to my taproot wallet bc1p2z8v6huz2r0cktzraycszsnjqt3p063k0099gatuqgexyufc5jdqaljvrq, not the segwit one', value: 'bc1p2z8v6huz2r0cktzraycszsnjqt3p063k0099gatuqgexyufc5jdqaljvrq' },
  // ---------------------------------------------------------------- btc-testnet
  { family: 'btc-testnet', text: 'I\'m testing the API on testnet, address tb1qalhmhjc4zeuvs5sh56c0jccgd46cmruwzasj60 — faucet coins haven\'t shown up', value: 'tb1qalhmhjc4zeuvs5sh56c0jccgd46cmruwzasj60' },
  { family: 'btc-testnet', text: 'DEBUG signet.payout to=tb1qw0jc5my02qpnmg03qj0qcktqss9ujvh694485y amount_sats=50000', value: 'tb1qw0jc5my02qpnmg03qj0qcktqss9ujvh694485y' },
  { family: 'btc-testnet', text: 'testnet taproot address tb1ps7c63slq5s5ursaeekt8yxqmh4dm3mera849c8a5dvjwtrre4y8s6ajh5w returns 400 from /v1/validate', value: 'tb1ps7c63slq5s5ursaeekt8yxqmh4dm3mera849c8a5dvjwtrre4y8s6ajh5w' },
  { family: 'btc-testnet', text: '{"network":"testnet","address":"tb1q7tzt4ywthapnv2mj54s69gdj3z0aq0au0r5vsy","label":"my test wallet"}', value: 'tb1q7tzt4ywthapnv2mj54s69gdj3z0aq0au0r5vsy' },
  // ---------------------------------------------------------------- ltc
  { family: 'ltc', text: 'My Litecoin address is LRGy3MpMgbK5mrQ4F7GC2afrumEJnTHx33, I sent 2.5 LTC an hour ago', value: 'LRGy3MpMgbK5mrQ4F7GC2afrumEJnTHx33' },
  { family: 'ltc', text: 'ltc withdrawal to MJNmfdJxCuY59yZ9ttqiU8BG9vgdch6pED stuck in \'processing\' since Tuesday', value: 'MJNmfdJxCuY59yZ9ttqiU8BG9vgdch6pED' },
  { family: 'ltc', text: '{"asset":"LTC","address":"ltc1qwycd0qd5xmx8y3p4r9sjh4krt6dcs3gqqyvvgw","memo":null}', value: 'ltc1qwycd0qd5xmx8y3p4r9sjh4krt6dcs3gqqyvvgw' },
  { family: 'ltc', text: 'Can you send the LTC refund to ltc1qhlq09v399dv4r4ztw85zt7pttl2q7llv600ng3? That\'s my Litewallet.', value: 'ltc1qhlq09v399dv4r4ztw85zt7pttl2q7llv600ng3' },
  { family: 'ltc', text: 'LTC deposit address on my account shows MMjqSJ7KDFCoMzNAXWuWUDtaKMMHKA7CyD — is that right?', value: 'MMjqSJ7KDFCoMzNAXWuWUDtaKMMHKA7CyD' },
  { family: 'ltc', text: 'ltc-node rpc getreceivedbyaddress LgWNn13AFs2FNtLLJMnKwSSoU98SLoviUt -> 0.00000000', value: 'LgWNn13AFs2FNtLLJMnKwSSoU98SLoviUt' },
  // ---------------------------------------------------------------- doge
  { family: 'doge', text: 'much wow, pls send my DOGE to DBjpWDbgTu9V98PphjybURmBxcSZKiUQLR', value: 'DBjpWDbgTu9V98PphjybURmBxcSZKiUQLR' },
  { family: 'doge', text: 'Dogecoin withdrawal of 1500 DOGE to DQhT8Vez3zKGfHmiYLkz9mgxHaGQrepZF4 failed with \'invalid address\'', value: 'DQhT8Vez3zKGfHmiYLkz9mgxHaGQrepZF4' },
  { family: 'doge', text: '{"coin":"DOGE","receive_address":"DA7BtQubXiJg5rbsYCziz4AqL5xikq1KTL"}', value: 'DA7BtQubXiJg5rbsYCziz4AqL5xikq1KTL' },
  { family: 'doge', text: 'ts,coin,address,amount\n2026-10-11T10:00:00Z,DOGE,DDuPonDCQKzwGehbbxr9UPEyZc9VeBZFe6,420', value: 'DDuPonDCQKzwGehbbxr9UPEyZc9VeBZFe6' },
  // ---------------------------------------------------------------- eth-lowercase-chat
  { family: 'eth-lowercase-chat', text: 'my eth wallet is 0xf210bde1d6855f89151c0c7b691ed9c4b61e6b6b (metamask)', value: '0xf210bde1d6855f89151c0c7b691ed9c4b61e6b6b' },
  // ---------------------------------------------------------------- eth-lowercase-log
  { family: 'eth-lowercase-log', text: '2026-12-01 12:33:09 INFO erc20.transfer token=USDC from=hot_wallet_3 to=0x5e5ebfcf850921d570f0c1358e11f51c3e5e2b98 value=250.00', value: '0x5e5ebfcf850921d570f0c1358e11f51c3e5e2b98' },
  { family: 'eth-lowercase-log', text: '[indexer] new deposit detected for user_ref=u_88213 address=0x450867161ab18810764b9a5c21b062133c464cf5 chain=ethereum', value: '0x450867161ab18810764b9a5c21b062133c464cf5' },
  // ---------------------------------------------------------------- eth-lowercase-json
  { family: 'eth-lowercase-json', text: '{"to":"0x11056bc2cea8709cdac2841d5c74984bbeb09d3e","value":"0x2386f26fc10000","chainId":1}', value: '0x11056bc2cea8709cdac2841d5c74984bbeb09d3e' },
  // ---------------------------------------------------------------- eth-lowercase-chat
  { family: 'eth-lowercase-chat', text: 'Please send the USDT (ERC-20) to 0x4967ba22c9fae12a0b1673440733b028043249fe. Not TRC-20!', value: '0x4967ba22c9fae12a0b1673440733b028043249fe' },
  // ---------------------------------------------------------------- eth-lowercase-url
  { family: 'eth-lowercase-url', text: 'see https://etherscan.io/address/0xb49fdb98d6d1ab9dd149f9323e8880e45c236853 — the transfer is there', value: '0xb49fdb98d6d1ab9dd149f9323e8880e45c236853' },
  // ---------------------------------------------------------------- eth-lowercase-transcript
  { family: 'eth-lowercase-transcript', text: 'Agent: Could you read me the address?\nCustomer: sure, it\'s 0xca3bfeab8cc8bee8413d3cc8e93763d3d3cb0f0e', value: '0xca3bfeab8cc8bee8413d3cc8e93763d3d3cb0f0e' },
  // ---------------------------------------------------------------- eth-lowercase-summary
  { family: 'eth-lowercase-summary', text: 'Summary: customer reports a missing withdrawal of 0.4 ETH to 0xef6df0202928f918fe66789401e326d12a683450; the tx shows as confirmed on-chain. Escalated to L2.', value: '0xef6df0202928f918fe66789401e326d12a683450' },
  // ---------------------------------------------------------------- eth-lowercase-chat
  { family: 'eth-lowercase-chat', text: 'Arbitrum bridge sent to 0x59a9a67f7cbe5fdc953e0b31d225667c246efa75 but I see nothing on L2', value: '0x59a9a67f7cbe5fdc953e0b31d225667c246efa75' },
  // ---------------------------------------------------------------- eth-lowercase-log
  { family: 'eth-lowercase-log', text: 'eth_getBalance params=["0x88c43a926816831fbf76924ae10d3b82fb12fd3d","latest"] result=0x0', value: '0x88c43a926816831fbf76924ae10d3b82fb12fd3d' },
  // ---------------------------------------------------------------- eth-lowercase-json
  { family: 'eth-lowercase-json', text: '{"id":"call_7Qm2","type":"function","function":{"name":"get_token_balances","arguments":"{\\"wallet\\":\\"0xceed5b761cfd7807ee0b3803cc9309f8e31d27fc\\",\\"chain\\":\\"base\\"}"}}', value: '0xceed5b761cfd7807ee0b3803cc9309f8e31d27fc' },
  // ---------------------------------------------------------------- eth-eip55-chat
  { family: 'eth-eip55-chat', text: 'Withdraw to 0x5bA9322A1373a67fa533De9f80BD020e3f191c2B please, it\'s my Ledger', value: '0x5bA9322A1373a67fa533De9f80BD020e3f191c2B' },
  { family: 'eth-eip55-chat', text: 'I accidentally sent USDC on Polygon to 0x9b8A21d3f35966ed613536A3e425eEd71F77215b — can you recover it?', value: '0x9b8A21d3f35966ed613536A3e425eEd71F77215b' },
  // ---------------------------------------------------------------- eth-eip55-json
  { family: 'eth-eip55-json', text: '{"recipient":"0x89a08C4282eF774800A6eBa20102Be2775F8A4DA","amount":"1200","token":"USDT","network":"ERC20"}', value: '0x89a08C4282eF774800A6eBa20102Be2775F8A4DA' },
  // ---------------------------------------------------------------- eth-eip55-trace
  { family: 'eth-eip55-trace', text: 'Thought: the user wants the balance of 0xA130D5e6beEBaCBee60D9599E8f400A4e58b1394. Action: get_balance', value: '0xA130D5e6beEBaCBee60D9599E8f400A4e58b1394' },
  // ---------------------------------------------------------------- eth-eip55-log
  { family: 'eth-eip55-log', text: 'WARN sanctions_screen hit=false address=0x89De45c31557b7b5652197B4d8C77AdA5c5C0084 provider=chain-screening-v2', value: '0x89De45c31557b7b5652197B4d8C77AdA5c5C0084' },
  // ---------------------------------------------------------------- eth-eip55-chat
  { family: 'eth-eip55-chat', text: 'New deposit wallet: 0x17a2EA10e906E945c55Dd0dA08439Baed26AA6AE\nthe old one can be removed', value: '0x17a2EA10e906E945c55Dd0dA08439Baed26AA6AE' },
  // ---------------------------------------------------------------- eth-eip55-csv
  { family: 'eth-eip55-csv', text: 'wallet,chain,label\n0xECAA665209e7825b93e730DD5A667B1E734f231F,ethereum,my main wallet', value: '0xECAA665209e7825b93e730DD5A667B1E734f231F' },
  // ---------------------------------------------------------------- eth-eip55-summary
  { family: 'eth-eip55-summary', text: 'Customer confirmed withdrawal address 0x6e5a4256377131A148425F959C9e281fdD1096c4 via OTP; limit raised to 5 ETH/day.', value: '0x6e5a4256377131A148425F959C9e281fdD1096c4' },
  // ---------------------------------------------------------------- eth-eip55-markdown
  { family: 'eth-eip55-markdown', text: '| Field | Value |\n|---|---|\n| Wallet | `0xf5BEF41c1a47a1F745232EB45b0a74acf01884a5` |\n| Network | Ethereum |', value: '0xf5BEF41c1a47a1F745232EB45b0a74acf01884a5' },
  // ---------------------------------------------------------------- eth-eip55-log
  { family: 'eth-eip55-log', text: 'WalletConnect session approved for 0x73C32E19A90baA4f71cc033A8762A4CB59B09d82 on chain 1', value: '0x73C32E19A90baA4f71cc033A8762A4CB59B09d82' },
  // ---------------------------------------------------------------- eth-eip55-yaml
  { family: 'eth-eip55-yaml', text: 'payout:\n  asset: ETH\n  address: "0xEDA44dc4191724378810dc1378868C57c5332EE6"\n  amount: 0.75', value: '0xEDA44dc4191724378810dc1378868C57c5332EE6' },
  // ---------------------------------------------------------------- tron-chat
  { family: 'tron-chat', text: 'My USDT TRC20 address is TW2RhTBJYmNuMYzieCCZpNb459HkRkH7Fb', value: 'TW2RhTBJYmNuMYzieCCZpNb459HkRkH7Fb' },
  // ---------------------------------------------------------------- tron-json
  { family: 'tron-json', text: '{"network":"TRX","address":"TVA1YAQLyVc3BAJgVwFqpdBriGyLNzNkPs","token":"USDT"}', value: 'TVA1YAQLyVc3BAJgVwFqpdBriGyLNzNkPs' },
  // ---------------------------------------------------------------- tron-log
  { family: 'tron-log', text: 'withdrawal 500 USDT (TRC-20) -> TPqs27XVPZFTVhARMTFGqzmPHGUxEuek13 status=broadcast', value: 'TPqs27XVPZFTVhARMTFGqzmPHGUxEuek13' },
  // ---------------------------------------------------------------- tron-chat
  { family: 'tron-chat', text: 'I sent from TGpTMDMTirgo1obGwerwDG53tsLYweqFjr to your deposit address 2 hours ago, still not credited', value: 'TGpTMDMTirgo1obGwerwDG53tsLYweqFjr' },
  // ---------------------------------------------------------------- tron-url
  { family: 'tron-url', text: 'Check tronscan: https://tronscan.org/#/address/TPr9vWaViZZDAbCrwmQFF2wE2x2du9uFcW', value: 'TPr9vWaViZZDAbCrwmQFF2wE2x2du9uFcW' },
  // ---------------------------------------------------------------- solana-chat
  { family: 'solana-chat', text: 'my phantom wallet: 7RkPsK5d9cMe3Zce46YfMXnjPKyx32HY4u6tWBdAB8ot', value: '7RkPsK5d9cMe3Zce46YfMXnjPKyx32HY4u6tWBdAB8ot' },
  // ---------------------------------------------------------------- solana-json
  { family: 'solana-json', text: '{"chain":"solana","wallet":"CKuKhZo6Pt7D3bQpq6phE2bSDXhvMRo1Zup9S4D2wMJc","token":"USDC","amount":"75.5"}', value: 'CKuKhZo6Pt7D3bQpq6phE2bSDXhvMRo1Zup9S4D2wMJc' },
  // ---------------------------------------------------------------- solana-chat
  { family: 'solana-chat', text: 'Solana withdrawal to 91w5zEKsbwaUTZmpFpf7C5brSNUFSGj1ExNWgkS74b2E failed: \'account not found\'. It\'s a fresh wallet.', value: '91w5zEKsbwaUTZmpFpf7C5brSNUFSGj1ExNWgkS74b2E' },
  // ---------------------------------------------------------------- solana-log
  { family: 'solana-log', text: 'INFO sol.transfer dest=H8E2qP7wgzoC26Mtvs2ChAfC1pTRErez77xj8d4SiRSm lamports=250000000', value: 'H8E2qP7wgzoC26Mtvs2ChAfC1pTRErez77xj8d4SiRSm' },
  // ---------------------------------------------------------------- solana-chat
  { family: 'solana-chat', text: 'Can you airdrop the reward to my SOL address 9im2rvsEUiS4kmqmvQH5GMB6XwHPpbQrMn5botuYuiBk?', value: '9im2rvsEUiS4kmqmvQH5GMB6XwHPpbQrMn5botuYuiBk' },
  // ---------------------------------------------------------------- solana-url
  { family: 'solana-url', text: 'https://solscan.io/account/FTpSnNrbiBbbCgGHwWKRcU25TC8PSUuVBQiTiqxfwrWn', value: 'FTpSnNrbiBbbCgGHwWKRcU25TC8PSUuVBQiTiqxfwrWn' },
  // ---------------------------------------------------------------- xrp-chat
  { family: 'xrp-chat', text: 'XRP address rh6pJ1gHP1YuTKuSPEMQRmo66bAU9dkNfM, destination tag 104882', value: 'rh6pJ1gHP1YuTKuSPEMQRmo66bAU9dkNfM' },
  // ---------------------------------------------------------------- xrp-json
  { family: 'xrp-json', text: '{"currency":"XRP","address":"rhCMEaP1KZCPJZcDp4FPxP7VYWbDZf8Rxh","tag":"3391"}', value: 'rhCMEaP1KZCPJZcDp4FPxP7VYWbDZf8Rxh' },
  // ---------------------------------------------------------------- xrp-chat
  { family: 'xrp-chat', text: 'I sent 250 XRP from my Xaman wallet rEgZ2Laxn4vJvzWjTYffFpFGhHku9yUwpN and forgot the tag', value: 'rEgZ2Laxn4vJvzWjTYffFpFGhHku9yUwpN' },
  // ---------------------------------------------------------------- xrp-log
  { family: 'xrp-log', text: 'xrpl.payment dest=rGFDubpYPTEgztVxAxbnukMPaFVK3kHAMC dt=8821 drops=25000000', value: 'rGFDubpYPTEgztVxAxbnukMPaFVK3kHAMC' },
  // ---------------------------------------------------------------- xrp-chat
  { family: 'xrp-chat', text: 'Ripple withdrawal address: rECwu3kgmBH8yU8amtKYL1zjYq7FA9hxAd', value: 'rECwu3kgmBH8yU8amtKYL1zjYq7FA9hxAd' },
  // ---------------------------------------------------------------- non-english
  { family: 'non-english', text: 'Hallo, meine Bitcoin-Adresse lautet bc1q6upqtha0vwqfapz04jgx4umny86g4akujq9yq2. Die Auszahlung ist noch nicht angekommen.', value: 'bc1q6upqtha0vwqfapz04jgx4umny86g4akujq9yq2' },
  { family: 'non-english', text: 'Hola, mi dirección de Ethereum es 0xFcf3A8cbf069DC40066Ef987AE02C81CB43331Ee, ¿pueden revisar el retiro?', value: '0xFcf3A8cbf069DC40066Ef987AE02C81CB43331Ee' },
  { family: 'non-english', text: 'Bonjour, j\'ai envoyé des USDT sur mon adresse TRON TTwzLgeD2nXhSvSbMmfcAUdjph6YgQRn92 mais rien n\'est arrivé.', value: 'TTwzLgeD2nXhSvSbMmfcAUdjph6YgQRn92' },
  { family: 'non-english', text: 'Oi, meu endereço de carteira Solana é GnPhfvyFPE5FxVaxA9VeWDPzdJML6hrpWfzzpmWLQWPr, pode mandar o reembolso?', value: 'GnPhfvyFPE5FxVaxA9VeWDPzdJML6hrpWfzzpmWLQWPr' },
  { family: 'non-english', text: 'Il mio indirizzo BTC è 18n6PWvYVKtYkvycJoWDePAseGhFyvqq2r, grazie.', value: '18n6PWvYVKtYkvycJoWDePAseGhFyvqq2r' },
  { family: 'non-english', text: 'Mijn Litecoin-adres is ltc1qa4u8geqpjgmtwscqh2pvg9py26qenxtmzekrw9', value: 'ltc1qa4u8geqpjgmtwscqh2pvg9py26qenxtmzekrw9' },
  { family: 'non-english', text: '出金先のアドレスは 0x8d8627e65e6359ce80ade8450f5635097c6dc40f です。まだ着金していません。', value: '0x8d8627e65e6359ce80ade8450f5635097c6dc40f' },
  { family: 'non-english', text: '我的USDT(TRC20)地址：TMonuETD7MwffuwmrnAtTeKJBW4pkDRr83，请帮我查一下提现进度。', value: 'TMonuETD7MwffuwmrnAtTeKJBW4pkDRr83' },
  { family: 'non-english', text: '제 비트코인 주소는 bc1pfg8fm2csfs5f0lym7n3q5nya4ngy8744gndfffctgehtfv8lqxwskvrfn7 입니다. 출금이 안 돼요.', value: 'bc1pfg8fm2csfs5f0lym7n3q5nya4ngy8744gndfffctgehtfv8lqxwskvrfn7' },
  { family: 'non-english', text: 'Мой адрес кошелька: 0x8d2863e64C82a1D955C03f76A084c4cFdc62bc13. Вывод завис.', value: '0x8d2863e64C82a1D955C03f76A084c4cFdc62bc13' },
  { family: 'non-english', text: 'Cüzdan adresim rE8T1YAVVcojtoPE4X4U9cdrMNmv4YmQo, çekim hâlâ beklemede.', value: 'rE8T1YAVVcojtoPE4X4U9cdrMNmv4YmQo' },
  { family: 'non-english', text: 'Mój adres Dogecoin to DHccDMjBseFXSzaJAqTFXK6Y9xTfv6fU1h', value: 'DHccDMjBseFXSzaJAqTFXK6Y9xTfv6fU1h' },
  { family: 'non-english', text: 'retiro solicitado: dirección=32dra9atqJbzttPPtTtkXeaMTvRErjehbV monto=0.02 BTC', value: '32dra9atqJbzttPPtTtkXeaMTvRErjehbV' },
];

export const CRYPTO_NEGATIVES: readonly CryptoNegative[] = [
  // ---------------------------------------------------------------- git-sha
  { family: 'git-sha', text: 'commit 29b73d87e92c3331b820acb2353aa7a603a1547b\nDate:   Mon Nov 30 10:12:44 2026 +0000\n\n    fix wallet address validation for bech32m' },
  { family: 'git-sha', text: 'git checkout 4fbb2943fe86167e6e76f770d5f969dd80ffd5fc && npm ci' },
  { family: 'git-sha', text: 'Deployed build fde8cfd65699c5acd52df979e91ee81f577b1665 to staging (withdrawals-api)' },
  { family: 'git-sha', text: 'https://github.com/example-org/wallet-service/commit/629e2ed1149e0bc8ea35dcc16324df5ce48b0e97' },
  { family: 'git-sha', text: '{"event":"deploy","git_sha":"a48ad9c4e1bc8d61cfe001c5914b0208874a593c","service":"withdrawals"}' },
  { family: 'git-sha', text: 'HEAD is now at 088c0a4 Merge pull request #4821 from feature/taproot-support' },
  { family: 'git-sha', text: 'sha1 01f4410b2aae074a3bb45591f33360776e569bd6  wallet-cli-2.3.1.tgz' },
  // ---------------------------------------------------------------- tx-hash
  { family: 'tx-hash', text: 'Here\'s the tx hash: 0x5c3f2bf5915057e234dd9f3d90742cf95e63c760f623431839c62b1e7e2323c9 — can you check why it\'s pending?' },
  { family: 'tx-hash', text: '{"jsonrpc":"2.0","id":1,"result":"0x6742b9e8975ec38f12aae427708a6d0ecfb1b349574a76fb181ee7d89bce1934"}' },
  { family: 'tx-hash', text: 'eth_getTransactionReceipt 0x47c7e036a887d4d2c6af04d2d09ceaeea785643adfae4e9ec7a0e336baf96709 -> status 0x1, gasUsed 0x5208' },
  { family: 'tx-hash', text: 'https://etherscan.io/tx/0xe7d9b0a97eee9202f1ef4ebb5e87e4f2818b52065bc83b35838bf48bf00656fe' },
  { family: 'tx-hash', text: 'INFO tx.broadcast hash=0xba749cc0c4fcec23495e1f9ab01e400971534376484a77b15d8d37d333b4e067 nonce=0x1a chain=ethereum' },
  { family: 'tx-hash', text: 'Transaction 0x23ba03ebe28ff76e5ec594f10fc2289b35984e83902b5497d2bdc6b09b1bf893 reverted: execution reverted: ERC20: transfer amount exceeds balance' },
  { family: 'tx-hash', text: 'TRON txid 0c8991c96caaa86545dae1632cd5b737436dcdcb7c57cbddd150c5e4f09b5452 shows SUCCESS on tronscan' },
  // ---------------------------------------------------------------- block-hash
  { family: 'block-hash', text: 'block 21349876 hash 0xb7633a1a02de558598c3b1cbc9a3a90cf01ebf892701cf9f4c29ee0148110604 parentHash 0xd9e8b43b8e01560d1ac1dc014af49111c9d8c12546064c099a8591cc0f1d038c' },
  { family: 'block-hash', text: 'bestblockhash: 000000000000000000022c68c13b8007d5f390a53fb4ba683a1a369c275fabcd' },
  { family: 'block-hash', text: '{"blockNumber":"0x145a2b3","blockHash":"0x39c24e98b74447f70893bcf4e395e318278e0ad1473634d8d9317110e4f7860f","transactionIndex":"0x4"}' },
  { family: 'block-hash', text: 'reorg detected at height 874512, old tip 84ea6009be9734024e5c9292585123d5f93de10738bb7b9fa58cbd5d2f3036d8' },
  // ---------------------------------------------------------------- btc-txid
  { family: 'btc-txid', text: 'txid 13575517f87f009a4b8e460436c5f452ec747da283bc779e9eef5901d5b6e4d7 has 2 confirmations' },
  { family: 'btc-txid', text: 'https://mempool.space/tx/bb9ab87142895cbd1f5c3bab5febdb3c0dc87963729951dc66f2c4fb7ad851b0' },
  { family: 'btc-txid', text: 'bitcoin-cli gettransaction 94c2ee56c294c231d482dd1637a477baca6dbd554c9d3c7b3b18819e1fd8ac72 true' },
  // ---------------------------------------------------------------- hex-literal
  { family: 'hex-literal', text: 'gasPrice: 0x3b9aca00, gasLimit: 0x5208' },
  { family: 'hex-literal', text: 'switching to chainId 0x89 (Polygon)' },
  { family: 'hex-literal', text: 'value: 0x2386f26fc10000 wei' },
  { family: 'hex-literal', text: 'nonce 0x000000000000002a' },
  { family: 'hex-literal', text: 'magic bytes 0xcafebabe at offset 0x10; PSBT magic is 0x70736274ff' },
  { family: 'hex-literal', text: 'storage slot 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc (EIP-1967 implementation slot)' },
  { family: 'hex-literal', text: 'extraData 0x2f1afe49717e6f39ab506b7879dd3c07 mixHash 0xc36be78835e76b6f81101365d57ee690' },
  // ---------------------------------------------------------------- memory-address
  { family: 'memory-address', text: 'Segmentation fault at address 0x00007ffd5e8a3c10' },
  { family: 'memory-address', text: '#3  0x000055d4c3a1b2f0 in wallet_sign (ctx=0x55d4c3e0a2b0) at sign.c:212' },
  { family: 'memory-address', text: 'panic: runtime error: invalid memory address or nil pointer dereference [signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x4a3f2c]' },
  { family: 'memory-address', text: '<WalletClient object at 0x7f3a9c2b1e50>' },
  { family: 'memory-address', text: 'ptr=0xdeadbeef len=0x40 cap=0x80' },
  // ---------------------------------------------------------------- eth-selector
  { family: 'eth-selector', text: 'function selector 0xa9059cbb = transfer(address,uint256)' },
  { family: 'eth-selector', text: 'input data starts with 0x095ea7b3 (approve)' },
  { family: 'eth-selector', text: '{"selector":"0x70a08231","signature":"balanceOf(address)"}' },
  { family: 'eth-selector', text: 'unknown selector 0x23b872dd in calldata' },
  // ---------------------------------------------------------------- eth-topic
  { family: 'eth-topic', text: 'topic0 0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef (Transfer)' },
  { family: 'eth-topic', text: 'Approval event topic 0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925' },
  { family: 'eth-topic', text: '{"eventSignature":"Transfer(address,address,uint256)","topic":"0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"}' },
  // ---------------------------------------------------------------- uuid
  { family: 'uuid', text: 'request_id=6c061490-3b22-45d9-a861-5cbf7a0ead98' },
  { family: 'uuid', text: '{"session_id":"fe5e2a92-841f-4f69-b3c2-7a4a20c72b08","tool":"get_wallet"}' },
  { family: 'uuid', text: 'Idempotency-Key: dffbb96f-1b90-436f-ae04-baddf56bbe51' },
  { family: 'uuid', text: 'trace c164be5d-e3ef-4b38-a96e-02e405b9a11f span dbccb15d0d76e3b6' },
  // ---------------------------------------------------------------- ipfs-cid
  { family: 'ipfs-cid', text: 'NFT metadata pinned at ipfs://QmPtWaWVJLhJtZLRgZjpoPRj7UZJAtbWUHD1Kd5acoANMA' },
  { family: 'ipfs-cid', text: 'https://ipfs.io/ipfs/Qmd7pVSfiuWDbsgyhrXXNgAVVPNY71nBqPC4q38JRF2zUZ/1.json' },
  { family: 'ipfs-cid', text: 'CID QmQ6AVdqvKm5SUERbVs3MeLdSoWynMuwKxUBrgTDJze5So not found on gateway' },
  { family: 'ipfs-cid', text: 'image: ipfs://bafybeieq6rcan3ilevwxinuvm6ynafli27efg4xb2ftcq4sh43dupk4i5i' },
  // ---------------------------------------------------------------- base58-random
  { family: 'base58-random', text: 'short link https://example.com/s/SX7qKS4VTogqUSxzcsFDqs8Nw2XY236E' },
  { family: 'base58-random', text: 'invite code 9hVpif1R7qcVwHFYBuPVBWvzrMYNDH' },
  { family: 'base58-random', text: 'asset id VonUKchyu3oHMbqSU8gSeU3Z2XD9NCK19sCG' },
  { family: 'base58-random', text: '{"file_key":"HKG37WhkwKkKZYrf2TDaYEhpH2BZPiinZMjCn71S"}' },
  { family: 'base58-random', text: 'job 1SHDtUwdbjpkZerr9EaTxgEfPcAmyhU8SP finished in 1.2s' },
  { family: 'base58-random', text: 'cache key 3QPM6EDHeQEDEKYRd5UJJNjBfCfJFMB7xh evicted' },
  { family: 'base58-random', text: 'ticket ref TMSsnp5BngorTSemawzMgV8sr4aCFMvapc' },
  { family: 'base58-random', text: 'xrpl ledger object r9MycWfHpXJa8hokcjJbzmS1hR5rTnjKY not found' },
  // ---------------------------------------------------------------- solana-signature
  { family: 'solana-signature', text: 'signature ekpSDWtvZ8oukMNQWmtA3iHRAmba3d2SBDZvuBqXjrfCmaedtuSvADjq6CJDqr3mCe8K2tJouKsNWQcuQXDWjkQ confirmed in slot 301882731' },
  { family: 'solana-signature', text: 'https://solscan.io/tx/4LDwg4HYnpJSrZHYa9AmF4zg266GqtEK4PSB4mVNDy3bkpWabi3G71mw4Ua5L7TG5nRtmSnZJGwA2T2WAsY5z5rH' },
  // ---------------------------------------------------------------- base64
  { family: 'base64', text: 'request body (b64): eyJhc3NldCI6IkJUQyIsImFtb3VudCI6IjAuMDEifQ==' },
  { family: 'base64', text: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==' },
  { family: 'base64', text: 'next page cursor=YXJyYXljb25uZWN0aW9uOjQ5' },
  { family: 'base64', text: 'ETag: W/"hK+BKAMUygSlsIxoKPZILA=="' },
  { family: 'base64', text: '<script src="/app.js" integrity="sha384-fIOZGmJDwzpCBpLT2ywur36dfFQ6GOIPQn7jTaOnlw2BJosgsMzIu0l1eX4Op2hW"></script>' },
  { family: 'base64', text: 'csp nonce GY-ERD54ivyCzhXC9SMw7ncKzzB-vuuUW-IGsboWl0Y' },
  // ---------------------------------------------------------------- request-id
  { family: 'request-id', text: 'x-request-id: req_w3hREefSfSvsEnalV904MIDs' },
  { family: 'request-id', text: 'upstream error, request id req_oUxzRq3M58Rl8MeT55ZN3ZpA (retry 2/3)' },
  { family: 'request-id', text: 'cf-ray: 21388fd01e7c2097-FRA' },
  { family: 'request-id', text: 'X-Amzn-Trace-Id: Root=1-6752f0a1-429fbfb7a0365e51a1021826' },
  // ---------------------------------------------------------------- stripe-id
  { family: 'stripe-id', text: 'payment_intent pi_3Qi4rNWIh1UyrWyTDL9vJYK875 succeeded' },
  { family: 'stripe-id', text: 'refund re_3QofQENS14emEDIFTLwGSN3jYc created for charge ch_3Q6T950rjQ1NQWyl0uAXKDgob8' },
  { family: 'stripe-id', text: '{"id":"evt_1QAeFhukZhsLz8Rb3nisYo6Ik4","type":"payment_intent.succeeded"}' },
  { family: 'stripe-id', text: 'balance transaction txn_1QpG6iAuFN5acZw8RPNMZyjumx' },
  // ---------------------------------------------------------------- order-id
  { family: 'order-id', text: 'Order ORD-2026-11-004512 was filled at 97,420.15 USDT' },
  { family: 'order-id', text: 'order #A7F3-99C2-10BB cancelled by user' },
  { family: 'order-id', text: 'spot order id 28457193022 partially filled' },
  { family: 'order-id', text: 'withdrawal id W-20261130-000842 is awaiting approval' },
  // ---------------------------------------------------------------- model-name
  { family: 'model-name', text: 'model=gpt-4o-mini-2024-07-18 tokens_in=812 tokens_out=96' },
  { family: 'model-name', text: 'routing to claude-3-5-sonnet-20241022 for the support answer' },
  { family: 'model-name', text: 'embeddings: text-embedding-3-large (3072 dims)' },
  // ---------------------------------------------------------------- mention-only
  { family: 'mention-only', text: 'What\'s the best way to find my wallet address in MetaMask?' },
  { family: 'mention-only', text: 'I don\'t want to share my BTC address in chat. Is there a secure form?' },
  { family: 'mention-only', text: 'Can you explain the difference between a legacy, SegWit and Taproot address?' },
  { family: 'mention-only', text: 'How much ETH do I need for gas to withdraw my tokens?' },
  { family: 'mention-only', text: 'The withdrawal address field is empty — the user never set one.' },
  { family: 'mention-only', text: 'Your Solana wallet address is 32–44 characters long and case-sensitive.' },
  { family: 'mention-only', text: 'XRP requires a destination tag for exchange deposits.' },
  { family: 'mention-only', text: 'Tron addresses start with T and are 34 characters long.' },
  { family: 'mention-only', text: 'Wallet address validation failed: expected a 0x-prefixed 20-byte hex string' },
  { family: 'mention-only', text: 'tool get_wallet_address returned null (no wallet linked to this account)' },
  // ---------------------------------------------------------------- prefix-only
  { family: 'prefix-only', text: 'Assistant: Please paste your wallet address (it should start with 0x for Ethereum or bc1 for Bitcoin).' },
  { family: 'prefix-only', text: 'address must begin with bc1q or bc1p; legacy addresses starting with 1 or 3 are not supported' },
  { family: 'prefix-only', text: 'the address field just shows \'0x\' and nothing else' },
  { family: 'prefix-only', text: 'Cardano addresses start with addr1, Litecoin native segwit with ltc1, testnet with tb1' },
  { family: 'prefix-only', text: 'Type: 0x0 (legacy tx), 0x2 (EIP-1559)' },
  // ---------------------------------------------------------------- placeholder
  { family: 'placeholder', text: 'Example: bitcoin:<your-bc1-address>?amount=0.01' },
  { family: 'placeholder', text: 'WITHDRAW_ADDRESS="0xYourAddressHere"' },
  { family: 'placeholder', text: 'Enter address: bc1qXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX' },
  // ---------------------------------------------------------------- truncated-display
  { family: 'truncated-display', text: 'Connected: 0x71C7…976F' },
  { family: 'truncated-display', text: 'Sent 0.1 BTC to bc1q…7h2k (2 confirmations)' },
  // ---------------------------------------------------------------- derivation-path
  { family: 'derivation-path', text: 'derivation path m/84\'/0\'/0\'/0/0, account xpub not exported' },
  // ---------------------------------------------------------------- amount
  { family: 'amount', text: 'I need to withdraw 0.015 BTC' },
  { family: 'amount', text: 'Withdrawal fee: 0.0005 BTC (~$45.12)' },
  { family: 'amount', text: 'sent 1,250.00 USDT and received 1,248.75 USDT' },
  { family: 'amount', text: '42069 DOGE at 0.41 = 17,248.29 USD' },
  { family: 'amount', text: 'gas 21000 @ 12.5 gwei; 1 BTC = 100,000,000 sats' },
  // ---------------------------------------------------------------- ticker-list
  { family: 'ticker-list', text: 'Supported: BTC, ETH, SOL, XRP, TRX, LTC, DOGE, ADA, XMR' },
  { family: 'ticker-list', text: 'pairs BTC/USDT ETH/BTC SOL/USDC XRP/EUR' },
  { family: 'ticker-list', text: 'networks: ERC20, TRC20, BEP20, SPL, Lightning' },
  { family: 'ticker-list', text: 'perps: BTC-PERP ETH-PERP SOL-PERP DOGE-PERP' },
  // ---------------------------------------------------------------- hash-digest
  { family: 'hash-digest', text: 'docker pull ghcr.io/example-org/wallet@sha256:339db4948d12d368ffa016862da8a625214eeb36ecf47830fbf810e2abbdd7de' },
  { family: 'hash-digest', text: '4fa43efb2ff93bcb2f26c71470c16aaee61a274104c6ece0715c1491429bc3e2  wallet-cli-v2.3.1-linux-amd64.tar.gz' },
  { family: 'hash-digest', text: 'md5 dc24d88f0bead0ae8abfb740053905d5 matches' },
  // ---------------------------------------------------------------- non-english
  { family: 'non-english', text: 'Wie finde ich meine Wallet-Adresse in der App?' },
  { family: 'non-english', text: '¿Cuánto cuesta retirar 0.01 BTC a otra billetera?' },
  { family: 'non-english', text: 'Le hash de la transaction est 0x67fdc16526ff46723953dd2ea36835616ed59ea6562ee57642639e4caa09217c, elle est toujours en attente.' },
  { family: 'non-english', text: '注文番号 ORD-2026-12-000318 の出金手数料は 0.0002 BTC です。' },
  { family: 'non-english', text: 'Комиссия за вывод 5 USDT (TRC20), минимальная сумма 10 USDT.' },
  { family: 'non-english', text: 'O commit 8f825487cd748bb9d2e515d6acf5c941749b30c2 corrige a validação de endereços.' },
  // ---------------------------------------------------------------- broken-checksum
  // BTC P2PKH with character 30 changed; checksum fails
  { family: 'broken-checksum', text: 'please send to 1BwsRb4Vjj9iG8i7sbSb1yxRcouqAjBTm8 thanks' },
  // BTC P2PKH with character 6 changed; checksum fails
  { family: 'broken-checksum', text: 'withdraw dest=1GBod3hcjvShqp8JwukN1V7J8RUHppAYWR status=rejected reason=invalid_checksum' },
  // BTC P2SH with character 17 changed; checksum fails
  { family: 'broken-checksum', text: '{"to_address":"3Qkyt9PxKf2VBcHRfz8kD1FoJWYD2U5Khw","asset":"BTC"}' },
  // BTC bech32 v0 (20-byte) with character 17 changed; checksum fails
  { family: 'broken-checksum', text: 'my address is bc1qj6y70ujr3lnwhxjjzht6sgr877ngn788za25yx' },
  // BTC bech32 v0 (20-byte) with character 40 changed; checksum fails
  { family: 'broken-checksum', text: 'Is bc1q3c7adp4dtaezpchu4van23leeu7e3za6kg742u right? the app refuses it' },
  // BTC bech32m taproot with character 9 changed; checksum fails
  { family: 'broken-checksum', text: 'taproot address bc1pnd2dtgpmm97lxkrz4q0wh6dwsz03fx09dfpezmusnw7r2kgsrkwsgk477g (typed by hand)' },
];
