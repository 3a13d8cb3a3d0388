// The subscriptions API as citizens use it: asking for a subscription, and the two buttons of the
// pages its letters link to, which confirm one and end one.
import type { Frequency, Topic } from "../../generated/content";
import { sendJson } from "../../lib/api";
import type { Lang } from "../../lib/wasm";

/** What a confirmed subscription is (the API's answer to a confirmation). */
export interface Confirmed {
  topics: Topic[];
  frequency: Frequency;
  lang: string;
}

/** Asks for a subscription of `email` to `topics`, `frequency`, with letters in `lang`; the
 * confirmation letter is then on its way (the answer is the same whether or not the address is
 * known). */
export async function subscribe(email: string, topics: readonly Topic[], frequency: Frequency, lang: Lang): Promise<void> {
  await sendJson("POST", "/subscriptions", { email: email.trim(), topics, frequency, lang });
}

/** Confirms the subscription of the link with `id` and secret `t`: what it is. */
export async function confirmSubscription(id: string, t: string): Promise<Confirmed> {
  return (await sendJson<Confirmed>("POST", "/subscriptions/confirm", { id, t }))!;
}

/** Ends the subscription of the link with `id` and secret `t`: whether there was one. */
export async function endSubscription(id: string, t: string): Promise<boolean> {
  const answer = await sendJson<{ unsubscribed: boolean }>(
    "POST",
    `/subscriptions/unsubscribe?${new URLSearchParams({ id, t })}`,
  );
  return answer?.unsubscribed ?? false;
}
