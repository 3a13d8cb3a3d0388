// The subscribers as admins see them: the counts, and one subscriber looked up by address and
// removed, at their request (each recorded in the audit log by the server).
import type { Frequency, Topic } from "../../../generated/content";
import { getJson, sendJson } from "../../../lib/api";

/** How many subscribe: confirmed or waiting, and the confirmed by topic, frequency and language. */
export interface SubscriberCounts {
  confirmed: number;
  waiting: number;
  byTopic: Record<Topic, number>;
  byFrequency: Record<Frequency, number>;
  byLang: Record<"en" | "hi", number>;
}

/** Everything kept of one subscriber (moments in RFC 3339; `confirmedAt` null until confirmed). */
export interface KeptSubscriber {
  email: string;
  lang: string;
  topics: Topic[];
  frequency: Frequency;
  askedAt: string;
  confirmedAt: string | null;
}

const one = (email: string) => `/subscribers/one?${new URLSearchParams({ email: email.trim() })}`;

export function subscriberCounts(signal?: AbortSignal): Promise<SubscriberCounts> {
  return getJson<SubscriberCounts>("/subscribers", { signal });
}

export function findSubscriber(email: string): Promise<KeptSubscriber> {
  return getJson<KeptSubscriber>(one(email));
}

export async function removeSubscriber(email: string): Promise<void> {
  await sendJson("DELETE", one(email));
}
