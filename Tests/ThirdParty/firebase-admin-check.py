#!/usr/bin/env python3
"""Checks wilddog-server's accounts with Firebase's own Admin SDK for Python (firebase-admin).

`swift test` runs it (`FirebaseAdminAuthTests`, when python3 has firebase_admin, which `.ci/run`
installs) against a server it starts in the test process:

    firebase-admin-check.py --url http://127.0.0.1:PORT

(that server started with --secret third-party-check-secret --test-mode --default-namespace demo).
By hand, it starts the server itself on a free loopback port (and always stops it):

    python3 -m venv /tmp/fb && /tmp/fb/bin/pip install firebase-admin
    swift build --product wilddog-server
    /tmp/fb/bin/python Tests/ThirdParty/firebase-admin-check.py .build/debug/wilddog-server

Then:
1. the Admin SDK verifies an ID token the server issued (RS256 signature against the server's
   X.509 key endpoint, `iss`, `aud`, `exp`), and refuses a token of another namespace;
2. the Admin SDK mints a custom token with the namespace's service-account key (fetched from the
   server with the secret), and the server signs it in;
3. in emulator mode (FIREBASE_AUTH_EMULATOR_HOST, the emulator's `owner` admin token, so the
   server runs with --test-mode), the SDK's user calls: get_user, get_user_by_email,
   update_user(disabled=…), revoke_refresh_tokens (the refresh token stops working), delete_user.
Prints one line per check and exits non-zero on the first failure.
"""
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

SECRET = "third-party-check-secret"
NAMESPACE = "demo"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def post(base, path, body, headers=None, form=False):
    data = (urllib.parse.urlencode(body) if form else json.dumps(body)).encode()
    request = urllib.request.Request(base + path, data=data, method="POST", headers={
        "Content-Type": "application/x-www-form-urlencoded" if form else "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def get(base, path, headers=None):
    request = urllib.request.Request(base + path, headers=headers or {})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"))
    if not condition:
        raise SystemExit(1)


def main(server_binary=None, base=None):
    import firebase_admin
    from firebase_admin import auth, credentials, _token_gen

    server = None
    if base is None:
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        server = subprocess.Popen([server_binary, "--port", str(port), "--secret", SECRET, "--test-mode",
                                   "--default-namespace", NAMESPACE, "--log-level", "error"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    host = urllib.parse.urlsplit(base).netloc
    hostname, port_text = host.rsplit(":", 1)
    try:
        for _ in range(200):
            try:
                socket.create_connection((hostname, int(port_text)), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.05)
        accounts = "/identitytoolkit.googleapis.com/v1/accounts:"
        status, signed_up = post(base, accounts + "signUp?key=" + NAMESPACE,
                                 {"email": "ann@example.com", "password": "secret1", "returnSecureToken": True})
        check("sign-up over REST", status == 200, signed_up)
        _, foreign = post(base, accounts + "signUp?ns=elsewhere", {"returnSecureToken": True})

        # 1. ID tokens, verified by the Admin SDK against the server's published keys.
        key_file = get(base, f"/wilddog/v1/projects/{NAMESPACE}/serviceAccountKey",
                       {"Authorization": f"Bearer {SECRET}"})
        _token_gen.ID_TOKEN_CERT_URI = base + "/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com"
        app = firebase_admin.initialize_app(credentials.Certificate(key_file), {"projectId": NAMESPACE}, name="real")
        claims = auth.verify_id_token(signed_up["idToken"], app=app)
        check("firebase-admin verifies an ID token", claims["uid"] == signed_up["localId"]
              and claims["email"] == "ann@example.com" and claims["firebase"]["sign_in_provider"] == "password", claims)
        try:
            auth.verify_id_token(foreign["idToken"], app=app)
            check("firebase-admin refuses another namespace's token", False, "accepted")
        except auth.InvalidIdTokenError:
            check("firebase-admin refuses another namespace's token", True)
        tampered = signed_up["idToken"][:-4] + ("AAAA" if not signed_up["idToken"].endswith("AAAA") else "BBBB")
        try:
            auth.verify_id_token(tampered, app=app)
            check("firebase-admin refuses a tampered signature", False, "accepted")
        except auth.InvalidIdTokenError:
            check("firebase-admin refuses a tampered signature", True)

        # 2. Custom tokens minted by the Admin SDK with the namespace's service-account key.
        custom = auth.create_custom_token("admin-sdk-user", {"premium": True}, app=app).decode()
        status, answer = post(base, accounts + "signInWithCustomToken?key=" + NAMESPACE,
                              {"token": custom, "returnSecureToken": True})
        check("the server signs in a firebase-admin custom token", status == 200
              and answer.get("localId") == "admin-sdk-user", answer)
        check("its claims reach the ID token", auth.verify_id_token(answer["idToken"], app=app).get("premium") is True)

        # 3. The Admin SDK's user calls, in emulator mode.
        os.environ["FIREBASE_AUTH_EMULATOR_HOST"] = host
        emulated = firebase_admin.initialize_app(options={"projectId": NAMESPACE}, name="emulated")
        user = auth.get_user(signed_up["localId"], app=emulated)
        check("get_user", user.email == "ann@example.com" and not user.disabled, user)
        check("get_user_by_email", auth.get_user_by_email("ann@example.com", app=emulated).uid == signed_up["localId"])
        auth.update_user(signed_up["localId"], disabled=True, app=emulated)
        status, answer = post(base, accounts + "signInWithPassword?key=" + NAMESPACE,
                              {"email": "ann@example.com", "password": "secret1"})
        check("update_user(disabled=True) refuses sign-in", status == 400
              and answer["error"]["message"] == "USER_DISABLED", answer)
        auth.update_user(signed_up["localId"], disabled=False, app=emulated)
        status, again = post(base, accounts + "signInWithPassword?key=" + NAMESPACE,
                             {"email": "ann@example.com", "password": "secret1", "returnSecureToken": True})
        check("update_user(disabled=False) lets it in again", status == 200, again)
        auth.revoke_refresh_tokens(signed_up["localId"], app=emulated)
        status, answer = post(base, "/securetoken.googleapis.com/v1/token?key=" + NAMESPACE,
                              {"grant_type": "refresh_token", "refresh_token": again["refreshToken"]}, form=True)
        check("revoke_refresh_tokens ends the session (TOKEN_EXPIRED, as Firebase answers)", status == 400
              and answer["error"]["message"] == "TOKEN_EXPIRED", answer)
        auth.delete_user(signed_up["localId"], app=emulated)
        try:
            auth.get_user(signed_up["localId"], app=emulated)
            check("delete_user", False, "still there")
        except auth.UserNotFoundError:
            check("delete_user", True)
        print("all firebase-admin checks passed")
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=30)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--url":
        main(base=sys.argv[2].rstrip("/"))
    elif len(sys.argv) == 2:
        main(server_binary=sys.argv[1])
    else:
        sys.exit("usage: firebase-admin-check.py <path to wilddog-server> | --url http://HOST:PORT")
