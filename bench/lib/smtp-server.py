#!/usr/bin/python3
"""A real SMTP server on loopback for the tests of the site's mail (Debian's python3-aiosmtpd).

Each message that arrives is written to the folder given, as `<n>.eml` (the bytes as sent) and
`<n>.json`: its envelope (sender, recipients, whether it came over TLS, the account that signed
in) and the message as a mail reader shows it (its headers, decoded, and its text). The JSON is
written last, so a reader who sees it finds the message whole.

    smtp-server.py --dir DIR [--port N] [--starttls CERT KEY | --tls CERT KEY]
                   [--auth USER:PASSWORD] [--refuse-first N] [--reject-to ADDRESS]

It prints `listening on <port>` once it accepts connections (port 0 picks a free one) and runs
until it is stopped. `--refuse-first N` answers the first N messages "451 try again later", as a
busy server does; `--reject-to` refuses one recipient for good (550), as for a mailbox that does
not exist.
"""

import argparse
import asyncio
from email import policy
from email.parser import BytesParser
import json
import os
import signal
import ssl
import sys

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword


class Keeper:
    """Writes each message to the folder, refusing what the options say to refuse."""

    def __init__(self, folder, refuse_first, reject_to):
        self.folder = folder
        self.refuse_left = refuse_first
        self.reject_to = (reject_to or "").lower()
        self.count = len([name for name in os.listdir(folder) if name.endswith(".json")])

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if self.reject_to and address.lower() == self.reject_to:
            return "550 5.1.1 No such mailbox here"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        if self.refuse_left > 0:
            self.refuse_left -= 1
            return "451 4.3.0 Busy, try again later"
        self.count += 1
        base = os.path.join(self.folder, str(self.count))
        with open(base + ".eml", "wb") as out:
            out.write(envelope.original_content)
        message = BytesParser(policy=policy.default).parsebytes(envelope.original_content)
        facts = {
            "mailFrom": envelope.mail_from,
            "rcptTos": envelope.rcpt_tos,
            # STARTTLS sets the session's; TLS from the first byte is the connection's own.
            "tls": session.ssl is not None
            or server.transport.get_extra_info("ssl_object") is not None,
            "authUser": session.auth_data.decode() if isinstance(session.auth_data, bytes) else None,
            "headers": {name.lower(): str(value) for name, value in message.items()},
            "text": message.get_content() if not message.is_multipart() else None,
        }
        with open(base + ".tmp", "w", encoding="utf-8") as out:
            json.dump(facts, out)
        os.replace(base + ".tmp", base + ".json")
        return "250 2.0.0 Kept as " + str(self.count)


class Accounts:
    """Accepts exactly one user name and password."""

    def __init__(self, user, password):
        self.user, self.password = user.encode(), password.encode()

    def __call__(self, server, session, envelope, mechanism, auth_data):
        if isinstance(auth_data, LoginPassword) and (auth_data.login, auth_data.password) == (
            self.user,
            self.password,
        ):
            return AuthResult(success=True, auth_data=auth_data.login)
        return AuthResult(success=False, handled=False)


def tls_context(cert, key):
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    return context


def main():
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--dir", required=True)
    options.add_argument("--port", type=int, default=0)
    options.add_argument("--starttls", nargs=2, metavar=("CERT", "KEY"))
    options.add_argument("--tls", nargs=2, metavar=("CERT", "KEY"))
    options.add_argument("--auth", metavar="USER:PASSWORD")
    options.add_argument("--refuse-first", type=int, default=0)
    options.add_argument("--reject-to")
    args = options.parse_args()
    os.makedirs(args.dir, exist_ok=True)

    keeper = Keeper(args.dir, args.refuse_first, args.reject_to)
    settings = {"hostname": "127.0.0.1", "port": args.port, "ready_timeout": 10}
    smtp = {"require_starttls": False}
    if args.starttls:
        smtp["tls_context"] = tls_context(*args.starttls)
        smtp["require_starttls"] = True
    if args.tls:
        settings["ssl_context"] = tls_context(*args.tls)
    if args.auth:
        user, password = args.auth.split(":", 1)
        smtp["authenticator"] = Accounts(user, password)
        smtp["auth_required"] = True
        # Without TLS the password would cross in clear; with implicit TLS the session is TLS.
        smtp["auth_require_tls"] = bool(args.starttls)
    if args.port == 0:
        # aiosmtpd binds its own socket; a free port is found first and given to it.
        import socket

        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            settings["port"] = probe.getsockname()[1]
    controller = Controller(keeper, server_kwargs=smtp, **settings)
    controller.start()
    print(f"listening on {settings['port']}", flush=True)

    stop = asyncio.Event()
    loop = asyncio.new_event_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    loop.run_until_complete(stop.wait())
    controller.stop()


if __name__ == "__main__":
    sys.exit(main())
