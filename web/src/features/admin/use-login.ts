// The login attempt (spec §4): idle → busy (button disabled and relabelled) → success or
// error; messages are cleared on each new attempt and busy always ends.
import { useCallback, useState } from "react";
import { sendJson } from "../../lib/api";
import { useLanguage } from "../../lib/language";
import { loginFailure, type Message } from "./login-failure";

export type LoginState = { status: "idle" } | { status: "busy" } | { status: "success" } | { status: "error"; message: Message };

/** The state of the login, and `submit` to try the credentials with the server. */
export function useLogin(): {
  state: LoginState;
  submit: (username: string, password: string) => Promise<void>;
  /** Clears the message of the last attempt (a new attempt refused before sending). */
  reset: () => void;
} {
  const { t } = useLanguage();
  const [state, setState] = useState<LoginState>({ status: "idle" });

  const submit = useCallback(
    async (username: string, password: string) => {
      setState({ status: "busy" });
      try {
        // The answer's token is not kept: the session travels in the HttpOnly cookie only.
        await sendJson("POST", "/scm-auth/login", { username, password });
        setState({ status: "success" });
      } catch (error) {
        setState({ status: "error", message: loginFailure(t, error) });
      }
    },
    [t],
  );

  const reset = useCallback(() => setState({ status: "idle" }), []);
  return { state, submit, reset };
}
