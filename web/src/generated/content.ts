// Generated from wasm-core's content types (wasm-core/tests/generated.rs): do not edit.
// `npm run generate` writes it anew after a change to wasm-core/src/model/.

/**
 * What an audit log entry records.
 */
export type Action = "signIn" | "signInFailed" | "signInThrottled" | "signOut" | "create" | "save" | "submit" | "approve" | "return" | "publish" | "archive" | "unarchive" | "restore" | "delete" | "upload" | "removeUnused" | "accountAdd" | "accountChange" | "passwordChange" | "takeOver" | "feedbackAnswer" | "reviewSet" | "checked" | "subscriberExport" | "subscriberDelete" | "feedbackEscalate" | "feedbackSettings";

/**
 * One alert.
 */
export type Alert = { 
/**
 * A stable identifier, unique among the alerts.
 */
id: string, 
/**
 * What the banner says.
 */
message: Bilingual, 
/**
 * How urgent it is.
 */
severity: Severity, 
/**
 * Where to read more: a page or file of the site, or an `https://` address.
 */
link?: string, 
/**
 * When the banner appears (RFC 3339, `2026-11-24T06:00:00Z`); now, when a save leaves it
 * out, so an urgent alert needs only its message and severity.
 */
from: string, 
/**
 * When it goes away (RFC 3339), after `from`; `SHOWN_FOR_SECONDS` after `from` when a save
 * leaves it out.
 */
until: string, };

/**
 * A piece of text in both languages.
 */
export type Bilingual = { 
/**
 * English.
 */
en: string, 
/**
 * Hindi, in Devanagari.
 */
hi: string, };

/**
 * One step of the mayor's political career.
 */
export type CareerStep = { 
/**
 * The year it happened.
 */
year: number, 
/**
 * What happened.
 */
text: Bilingual, };

/**
 * What kind of event it is; the gallery's filter buttons.
 */
export type Category = "cultural" | "health" | "environment";

/**
 * The figures of one category.
 */
export type CategoryFigures = { 
/**
 * One of [`CATEGORIES`].
 */
category: string, 
/**
 * Its figures.
 */
figures: Figures, };

/**
 * A category's time to answer, and the account an overdue message of it is escalated to.
 */
export type CategorySettings = { 
/**
 * One of [`CATEGORIES`].
 */
category: string, 
/**
 * Days from receipt to the first answer (1 to [`ANSWER_DAYS_MAX`]).
 */
answerDays: number, 
/**
 * The account an overdue message is assigned to, and told of; none: nobody.
 */
escalateTo: string | null, };

/**
 * The chairman of the council: photo, mobile, e-mail, education and the political career.
 */
export type Chairman = { 
/**
 * Full name.
 */
name: Bilingual, 
/**
 * Site path of the photo under `content/public/`.
 */
photo: string, 
/**
 * Mobile number, as printed (a `tel:` link on the page).
 */
mobile: string, 
/**
 * E-mail address (a `mailto:` link on the page).
 */
email: string, 
/**
 * Education.
 */
education: Bilingual, 
/**
 * The political career, oldest first; at most [`CAREER_MAX`].
 */
career: Array<Bilingual>, };

/**
 * A public note on a published change, shown on the item's page as "Updated on `<date>`:
 * `<note>`" (a tender's changed closing date, a corrected phone number), at most a short text
 * in each language.
 */
export type ChangeNote = { 
/**
 * When the version carrying it was published (RFC 3339).
 */
at: string, 
/**
 * The note.
 */
note: Bilingual, };

/**
 * A "checked, still correct" of an item: when, and by whom.
 */
export type Check = { 
/**
 * When (RFC 3339, UTC).
 */
at: string, 
/**
 * The account that checked it.
 */
by: string, };

/**
 * A fact of the city.
 */
export type CityFact = { 
/**
 * Stable key (`coordinates`, `population`, …).
 */
id: string, 
/**
 * What is measured.
 */
label: Bilingual, 
/**
 * The value, as shown.
 */
value: Bilingual, };

/**
 * `content/info/city-info.json`: the tabs of the city information page.
 */
export type CityInfo = { 
/**
 * The tabs, in order; the first is shown by default; 1 to [`CITY_TABS_MAX`].
 */
tabs: Array<CityTab>, };

/**
 * One tab: paragraphs and key facts.
 */
export type CityTab = { 
/**
 * Stable key (`overview`, `demographics`, …), used in element ids.
 */
id: string, 
/**
 * The tab's label.
 */
title: Bilingual, 
/**
 * Paragraphs, in order; at most [`CITY_PARAGRAPHS_MAX`].
 */
paragraphs: Array<Bilingual>, 
/**
 * Key facts shown as a list of label and value; at most [`CITY_FACTS_MAX`].
 */
facts: Array<CityFact>, };

/**
 * The commissioner: photo, name, designation, service, jurisdiction, education, previous
 * postings and an achievement.
 */
export type Commissioner = { 
/**
 * Full name.
 */
name: Bilingual, 
/**
 * Site path of the photo under `content/public/`.
 */
photo: string, 
/**
 * Designation.
 */
designation: Bilingual, 
/**
 * The service the officer belongs to.
 */
service: Bilingual, 
/**
 * The area the office covers.
 */
jurisdiction: Bilingual, 
/**
 * Education.
 */
education: Bilingual, 
/**
 * Earlier postings, most distant first; at most [`POSTINGS_MAX`].
 */
previousPostings: Array<Bilingual>, 
/**
 * A notable achievement.
 */
achievement: Bilingual, };

/**
 * `content/info/contact.json`: the contact page.
 */
export type Contact = { 
/**
 * The head office.
 */
headOffice: HeadOffice, 
/**
 * The four zone offices; at most [`ZONE_OFFICES_MAX`].
 */
zones: Array<ZoneOffice>, 
/**
 * Office hours.
 */
hours: OfficeHours, 
/**
 * Emergency numbers; at most [`EMERGENCY_MAX`].
 */
emergency: Array<EmergencyContact>, 
/**
 * The location map.
 */
map: LocationMap, 
/**
 * Directions by road, rail and air; at most [`DIRECTIONS_MAX`].
 */
howToReach: Array<Directions>, 
/**
 * The department phone cards; at most [`DEPARTMENT_CARDS_MAX`].
 */
departments: Array<DepartmentPhones>, };

/**
 * A correction or change to a tender, published after it.
 */
export type Corrigendum = { 
/**
 * The day it was issued, `YYYY-MM-DD`.
 */
date: string, 
/**
 * What it changes.
 */
note: Bilingual, 
/**
 * The corrigendum itself, a PDF, if there is one.
 */
pdf?: string, };

/**
 * One department page.
 */
export type Department = { 
/**
 * The page id of its route (`accounting`, `vehicle-fire`, …).
 */
id: string, 
/**
 * The department's name; the same as the catalog's `page.<id>` in each language.
 */
name: Bilingual, 
/**
 * The head of the department, shown in the head card.
 */
head: DepartmentHead, 
/**
 * What the department does, one paragraph.
 */
about: Bilingual, 
/**
 * Its responsibilities (six); 1 to [`RESPONSIBILITIES_MAX`].
 */
responsibilities: Array<Bilingual>, 
/**
 * Its assistant staff cards (three); at most [`STAFF_MAX`].
 */
staff: Array<StaffMember>, };

/**
 * The head of a department (name, post, phone, photo path).
 */
export type DepartmentHead = { 
/**
 * The head's name.
 */
name: Bilingual, 
/**
 * Designation or post.
 */
post: Bilingual, 
/**
 * Office phone, as printed (a `tel:` link on the page).
 */
phone: string, 
/**
 * Site path of the photo under `content/public/`.
 */
photo: string, };

/**
 * A department phone card.
 */
export type DepartmentPhones = { 
/**
 * Stable key.
 */
id: string, 
/**
 * The department's name.
 */
name: Bilingual, 
/**
 * Its numbers; a label tells several apart (Sanitation's zones); 1 to
 * [`CARD_PHONES_MAX`].
 */
phones: Array<LabelledPhone>, };

/**
 * A post a directory row can name.
 */
export type Designation = { 
/**
 * Its id, which people refer to (`assistant-engineer`).
 */
id: string, 
/**
 * Its name.
 */
name: Bilingual, };

/**
 * How to reach the city one way.
 */
export type Directions = { 
/**
 * Stable key (`road`, `rail`, `air`).
 */
id: string, 
/**
 * The heading.
 */
title: Bilingual, 
/**
 * The directions.
 */
text: Bilingual, };

/**
 * The six telephone directories a person can be listed in.
 */
export type Directory = "smc-officer" | "smc-employee" | "zone-officer" | "ward-officer" | "corporator" | "outsource-employee";

/**
 * The language a document is written in.
 */
export type DocumentLanguage = "hi" | "en" | "both";

/**
 * The answer of `GET /api/content/document-text?file=…`: the text of a document visitors may
 * download, as its page shows it; `null` when it has not been read.
 */
export type DocumentTextAnswer = { 
/**
 * The text, its first pages when it is long.
 */
text: ShownText | null, };

/**
 * An item due for review, as the admin area's list shows it.
 */
export type DueItem = { 
/**
 * Its kind.
 */
kind: Kind, 
/**
 * Its id.
 */
id: string, 
/**
 * What the admin area calls it (its title, or a person's name).
 */
label: string, 
/**
 * Who keeps it true.
 */
owner: string, 
/**
 * The day it became due (`YYYY-MM-DD`).
 */
due: string, 
/**
 * When its version went on the site (RFC 3339).
 */
publishedAt: string, 
/**
 * Its last check, if it has been checked.
 */
lastCheck: Check | null, };

/**
 * Where a message waiting for an answer stands against its due moment.
 */
export type DueState = "today" | "overdue";

/**
 * Someone who has the item open in the editor.
 */
export type EditMark = { 
/**
 * Their account.
 */
by: string, 
/**
 * Since when (RFC 3339).
 */
since: string, };

/**
 * An official e-mail address.
 */
export type Email = { 
/**
 * Whose address it is.
 */
label: Bilingual, 
/**
 * The address.
 */
address: string, };

/**
 * An emergency service.
 */
export type EmergencyContact = { 
/**
 * Stable key (`fire`, `police`, `ambulance`, `water-supply`).
 */
id: string, 
/**
 * The service.
 */
name: Bilingual, 
/**
 * A national short code (`101`) or a phone number as printed.
 */
phone: string, };

/**
 * An overdue message given to the account its category names.
 */
export type Escalation = { 
/**
 * The account.
 */
to: string, 
/**
 * When (RFC 3339, UTC).
 */
at: string, };

/**
 * One event of the gallery.
 */
export type Event = { 
/**
 * A stable id made from the title (`health-camp`).
 */
id: string, 
/**
 * The title.
 */
title: Bilingual, 
/**
 * The full description.
 */
description: Bilingual, 
/**
 * The day it takes place, `YYYY-MM-DD`.
 */
date: string, 
/**
 * Where, if known.
 */
location?: Bilingual | null, 
/**
 * Its kind.
 */
category: Category, 
/**
 * Site paths of its images, the first one shown on the card, all of them in its gallery
 * on `/events-gallery`; at most [`crate::validate::IMAGES_MAX`].
 */
images: Array<string>, 
/**
 * When it appears on the site (RFC 3339); at once when absent.
 */
publishAt?: string, 
/**
 * The last day it is shown, `YYYY-MM-DD`; shown until removed when absent.
 */
validUntil?: string, };

/**
 * `content/info/faq.json`: the questions and the help section.
 */
export type Faq = { 
/**
 * The questions (id, question, answer); 1 to [`FAQ_ITEMS_MAX`].
 */
items: Array<FaqItem>, 
/**
 * The contact section that Get Help scrolls to.
 */
help: FaqHelp, };

/**
 * Where to get help when no answer fits.
 */
export type FaqHelp = { 
/**
 * A sentence on how to reach the corporation.
 */
text: Bilingual, 
/**
 * Phone number as printed.
 */
phone: string, 
/**
 * E-mail address.
 */
email: string, };

/**
 * One question and its answer.
 */
export type FaqItem = { 
/**
 * Stable key, used in element ids.
 */
id: string, 
/**
 * The question.
 */
question: Bilingual, 
/**
 * The answer.
 */
answer: Bilingual, };

/**
 * A message as staff see it: what the citizen sent, who sent it, and its answer.
 */
export type Feedback = { 
/**
 * The tracking number (`SMC-7K3M-Q9TX`).
 */
trackingId: string, 
/**
 * One of [`CATEGORIES`].
 */
category: string, 
/**
 * The ward it is about.
 */
ward: number | null, 
/**
 * The page of the site it was sent from or is about.
 */
page: string | null, 
/**
 * What the citizen wrote.
 */
message: string, 
/**
 * The sender's name, if given.
 */
name: string | null, 
/**
 * A phone number to call the sender back on, if given.
 */
phone: string | null, 
/**
 * An e-mail address to answer to, if given.
 */
email: string | null, 
/**
 * The language of the page it was sent from (`en`, `hi`), which the mail to its sender is
 * written in; English for a message kept before it was recorded.
 */
lang?: string, 
/**
 * Every step, oldest first; the first is `received`.
 */
steps: Array<FeedbackStep>, 
/**
 * The public reply, if any.
 */
reply: FeedbackReply | null, 
/**
 * The account it is assigned to, if any.
 */
assignee: string | null, 
/**
 * When staff first answered it: its first step after `received` or its first reply.
 */
firstAnswerAt: string | null, 
/**
 * The address of the photo sent with it (`/uploads/…`), which only signed-in staff may
 * fetch; never in its public view.
 */
photo?: string, 
/**
 * When its first answer is due (its category's days from receipt), or its next answer
 * after it was reopened (RFC 3339, UTC); absent for a message kept before it was recorded,
 * due [`ANSWER_WITHIN_DAYS`] after receipt.
 */
answerBy?: string, 
/**
 * When its first answer was due, kept once a reopening has set `answer_by` anew (the
 * public figures count the first answer against it); absent until then.
 */
firstAnswerBy?: string, 
/**
 * To whom it went when it was overdue.
 */
escalated?: Escalation, 
/**
 * Its citizen's reopenings, oldest first.
 */
reopenings?: Array<Reopening>, };

/**
 * The figures page's answer: the twelve months (oldest first), the whole, and the figures by
 * month, by category (every category, in the form's order) and by ward (those named, in order).
 */
export type FeedbackFigures = { 
/**
 * The first month counted (`YYYY-MM`).
 */
from: string, 
/**
 * The last, the month of now.
 */
to: string, 
/**
 * All the messages of the twelve months.
 */
total: Figures, 
/**
 * Each month, oldest first.
 */
byMonth: Array<MonthFigures>, 
/**
 * Each category.
 */
byCategory: Array<CategoryFigures>, 
/**
 * Each ward messages named.
 */
byWard: Array<WardFigures>, };

/**
 * The staff's answer that the citizen reads on the status page.
 */
export type FeedbackReply = { 
/**
 * The answer, in the language staff wrote it.
 */
text: string, 
/**
 * When it was given (RFC 3339, UTC).
 */
at: string, };

/**
 * Where a message stands.
 */
export type FeedbackStatus = "received" | "forwarded" | "resolved" | "reopened";

/**
 * What anyone who has the tracking number sees: no word of the message and nothing about its
 * sender.
 */
export type FeedbackStatusView = { 
/**
 * The tracking number (`SMC-7K3M-Q9TX`).
 */
trackingId: string, 
/**
 * One of [`CATEGORIES`].
 */
category: string, 
/**
 * The ward it is about, if the citizen named one.
 */
ward: number | null, 
/**
 * Every step, the first being `received`, oldest first.
 */
steps: Array<FeedbackStep>, 
/**
 * The staff's public reply, if there is one.
 */
reply: FeedbackReply | null, 
/**
 * When its answer is due (RFC 3339, UTC), while it waits for one.
 */
answerBy?: string, 
/**
 * Until when its citizen may reopen it (RFC 3339, UTC): 30 days after it was resolved.
 */
reopenUntil?: string, };

/**
 * A step of a message: the status it took, and when (RFC 3339, UTC).
 */
export type FeedbackStep = { 
/**
 * The status from then on.
 */
status: FeedbackStatus, 
/**
 * When.
 */
at: string, };

/**
 * The figures of a set of messages.
 */
export type Figures = { 
/**
 * Messages received.
 */
received: number, 
/**
 * Of them, those whose answer was due by now or came: the ones "on time" is counted of.
 */
due: number, 
/**
 * Of those, answered (a step or a reply) by their due moment.
 */
answeredOnTime: number, 
/**
 * `answered_on_time` of `due`, in whole percent; none when nothing was due.
 */
onTimePercent: number | null, 
/**
 * The median days from receipt to a first answer, to a tenth; none when none was answered.
 */
medianDaysToAnswer: number | null, 
/**
 * The median days from receipt to resolution, to a tenth; none when none was resolved.
 */
medianDaysToResolve: number | null, };

/**
 * What the server read from a document of the site: from the build's files when it starts,
 * from an uploaded file when it is uploaded.
 */
export type FileFacts = { 
/**
 * Its size in bytes.
 */
bytes: number, 
/**
 * Its format, as its usual file name extension in lower case (`pdf`).
 */
format: string, 
/**
 * How many pages it has, when the server could read them.
 */
pages?: number, };

/**
 * One page of a group's results, best first, and where it stands among the group's pages.
 */
export type Found<T> = { 
/**
 * The results on this page.
 */
items: Array<T>, 
/**
 * Where the page stands (`total` is how many the group found in all).
 */
page: ListPage, };

/**
 * A document found: a notice, a tender notice or a recruitment notice.
 */
export type FoundDocument = { 
/**
 * Its kind (`notices`, `tenders`, `recruitment`).
 */
kind: Kind, 
/**
 * Its id within its kind.
 */
id: string, 
/**
 * Its title: a notice's title, a tender's work, an advertisement's post.
 */
title: Bilingual, 
/**
 * Its first day (`YYYY-MM-DD`).
 */
date: string, 
/**
 * The path of its archive, when it is in one.
 */
archive?: string, 
/**
 * The sentence of its description that matches, in the language asked for, else the
 * sentence of its document's text that does.
 */
snippet?: string, 
/**
 * The language of the snippet when it comes from the document's text (whose language is
 * its own): `hi` or `en`, by its script.
 */
snippetLang?: DocumentLanguage, };

/**
 * A page of the site found, with the person it names.
 */
export type FoundPage = { 
/**
 * Its page id (the route table's).
 */
page: string, 
/**
 * Its path.
 */
path: string, 
/**
 * The person it names: a department's head, or whom a profile page is about.
 */
person?: PagePerson, 
/**
 * The sentence of its text that matches, in the language asked for (a department's
 * first sentence when none does).
 */
snippet?: string, };

/**
 * A person found, with what the result shows of them.
 */
export type FoundPerson = { 
/**
 * Their id among the people.
 */
id: string, 
/**
 * The page id of their directory (`corporators`, `smc-officer`).
 */
directory: string, 
/**
 * Their name.
 */
name: PersonName, 
/**
 * The reading in Latin letters of a name given only in Devanagari.
 */
reading?: string, 
/**
 * What they are: their designation, or a corporator's party.
 */
role: Bilingual, 
/**
 * Their ward (a ward officer's, a corporator's).
 */
ward?: FoundWard, 
/**
 * Their zone; an outsourced supervisor's agency zone has a number and no name.
 */
zone?: FoundZone, 
/**
 * Their mobile number, as printed.
 */
mobile: string, };

/**
 * A ward, by number and name.
 */
export type FoundWard = { 
/**
 * Its number.
 */
number: number, 
/**
 * Its name.
 */
name: Bilingual, };

/**
 * A zone, by number, and by name when it has one.
 */
export type FoundZone = { 
/**
 * Its number.
 */
number: number, 
/**
 * Its name (the corporation's zones have one).
 */
name?: Bilingual, };

/**
 * How often a subscriber is mailed.
 */
export type Frequency = "immediate" | "daily";

/**
 * The head office.
 */
export type HeadOffice = { 
/**
 * The office's name.
 */
name: Bilingual, 
/**
 * Postal address.
 */
address: Bilingual, 
/**
 * Phone number as printed.
 */
phone: string, 
/**
 * E-mail address.
 */
email: string, };

/**
 * A helpline number.
 */
export type Helpline = { 
/**
 * What the line is for.
 */
label: Bilingual, 
/**
 * The number as printed.
 */
phone: string, };

/**
 * `content/hoarding.json`: the circular, its name and the day it was issued.
 */
export type HoardingCircular = { 
/**
 * Its PDF: a file of the site (`/files/hoarding/…`) or one uploaded (`/uploads/…`).
 */
pdf: string, 
/**
 * The year it is shown under ("Hoarding Circular - 2025"): a year (`2025`) or a financial
 * year, April to March (`2026-27`).
 */
year: string, 
/**
 * The day it was issued, `YYYY-MM-DD`, shown as "Published on …"; not shown when absent.
 */
issued?: string, };

/**
 * Everything on the home page that is not a kind of its own.
 */
export type Home = { 
/**
 * The cleanliness mission result cards, in order; 1 to [`RESULT_CARDS_MAX`].
 */
results: Array<ResultCard>, 
/**
 * The helpline number for sanitation workers, as printed.
 */
helpline: string, };

/**
 * One link of the panel (name, url).
 */
export type ImportantLink = { 
/**
 * What the link leads to.
 */
name: Bilingual, 
/**
 * An external portal (`https://…`) or a file of this site (`/files/…`, `/uploads/…`).
 */
url: string, };

/**
 * The panel's links, in order.
 */
export type ImportantLinks = { 
/**
 * The links (twelve); 1 to [`IMPORTANT_LINKS_MAX`].
 */
links: Array<ImportantLink>, };

/**
 * A message as staff see it in the inbox: the message, with when its answer is due and where it
 * stands at the server's now, so that a phone whose clock is wrong says the same as the
 * server's counts and escalation.
 */
export type InboxMessage = { 
/**
 * When its answer is due (RFC 3339, UTC): its own moment, or [`ANSWER_WITHIN_DAYS`] after
 * receipt for a message kept before it had one.
 */
answerDue: string, 
/**
 * Whether it waits for an answer: its first, or its next after its citizen reopened it.
 */
waiting: boolean, 
/**
 * Due today or overdue, while it waits.
 */
due?: DueState, 
/**
 * The tracking number (`SMC-7K3M-Q9TX`).
 */
trackingId: string, 
/**
 * One of [`CATEGORIES`].
 */
category: string, 
/**
 * The ward it is about.
 */
ward: number | null, 
/**
 * The page of the site it was sent from or is about.
 */
page: string | null, 
/**
 * What the citizen wrote.
 */
message: string, 
/**
 * The sender's name, if given.
 */
name: string | null, 
/**
 * A phone number to call the sender back on, if given.
 */
phone: string | null, 
/**
 * An e-mail address to answer to, if given.
 */
email: string | null, 
/**
 * The language of the page it was sent from (`en`, `hi`), which the mail to its sender is
 * written in; English for a message kept before it was recorded.
 */
lang?: string, 
/**
 * Every step, oldest first; the first is `received`.
 */
steps: Array<FeedbackStep>, 
/**
 * The public reply, if any.
 */
reply: FeedbackReply | null, 
/**
 * The account it is assigned to, if any.
 */
assignee: string | null, 
/**
 * When staff first answered it: its first step after `received` or its first reply.
 */
firstAnswerAt: string | null, 
/**
 * The address of the photo sent with it (`/uploads/…`), which only signed-in staff may
 * fetch; never in its public view.
 */
photo?: string, 
/**
 * When its first answer is due (its category's days from receipt), or its next answer
 * after it was reopened (RFC 3339, UTC); absent for a message kept before it was recorded,
 * due [`ANSWER_WITHIN_DAYS`] after receipt.
 */
answerBy?: string, 
/**
 * When its first answer was due, kept once a reopening has set `answer_by` anew (the
 * public figures count the first answer against it); absent until then.
 */
firstAnswerBy?: string, 
/**
 * To whom it went when it was overdue.
 */
escalated?: Escalation, 
/**
 * Its citizen's reopenings, oldest first.
 */
reopenings?: Array<Reopening>, };

/**
 * `content/info/accessibility-statement.json`, `content/info/help.json` and
 * `content/info/website-policies.json`: a page about the website itself (GIGW's accessibility
 * statement, the help page and the website policies), an introduction and its sections. A
 * paragraph names the corporation's contacts as `{enquiryEmail}`, `{helpline}` and
 * `{helpDeskHours}`, which the page shows from the site's facts.
 */
export type InfoPage = { 
/**
 * The paragraph before the sections.
 */
intro: Bilingual, 
/**
 * The sections, in order; 1 to [`SECTIONS_MAX`].
 */
sections: Array<PolicySection>, };

/**
 * The fields the server adds to every item it sends (`GET /api/content/{kind}`); a save may
 * send them back and they are ignored. Visitors get the first four, `changes`, `past` and `files`; staff get
 * the item's newest version with where it stands in review.
 */
export type ItemMeta = { 
/**
 * The item's id within its kind.
 */
id: string, 
/**
 * Raised by every save, from 1; a save names the version it started from
 * (`If-Match: "3"`), so two people cannot overwrite each other unknowingly.
 */
version: number, 
/**
 * Where it is in its lifecycle.
 */
status: Status, 
/**
 * For visitors, when the version they see went on the site; for staff, when the newest
 * version was saved (RFC 3339, UTC; empty for what the data directory started with).
 */
updatedAt: string, 
/**
 * The public notes of its published changes, oldest first; the newest
 * [`CHANGE_NOTES_MAX`].
 */
changes?: Array<ChangeNote>, 
/**
 * Staff only: who saved the newest version.
 */
updatedBy?: string, 
/**
 * Staff only: the version on the site while a newer one is a draft or in review.
 */
onSite?: number, 
/**
 * Staff only: why the newest version was sent back to draft.
 */
returned?: Returned, 
/**
 * The public change note the newest version will carry when it is published; a save
 * may send one.
 */
changeNote?: Bilingual, 
/**
 * Visitors, an item with a day of its own (an event): whether that day is over in India
 * at the moment the list was made, so the page shows it among the past ones.
 */
past?: boolean, 
/**
 * Visitors: what the server read from each document the item names (a notice's PDF, a
 * tender's and its corrigenda's), by the file's site path.
 */
files?: { [key in string]: FileFacts }, 
/**
 * Staff only: someone else who has the item open in the editor now.
 */
editing?: EditMark, 
/**
 * Staff only: its version on the site is published but waits for its moment
 * (`publishAt`): scheduled.
 */
scheduled?: boolean, 
/**
 * Staff only: its version on the site is published and its last day has passed, so
 * visitors find it in its kind's archive (or, for a kind without one, no longer see it).
 */
pastItsTime?: boolean, 
/**
 * Visitors: when the version they see was last checked and found still correct, if it was
 * since it went on the site (RFC 3339, UTC).
 */
checkedAt?: string, };

/**
 * A kind of content.
 */
export type Kind = "notices" | "tenders" | "recruitment" | "alerts" | "events" | "people" | "designations" | "parties" | "wards" | "departments" | "site" | "home" | "important-links" | "press" | "profiles" | "rti" | "privacy-policy" | "user-guidelines" | "accessibility-statement" | "help" | "screen-reader-access" | "website-policies" | "faq" | "city-info" | "contact" | "hoarding";

/**
 * A phone number with an optional label.
 */
export type LabelledPhone = { 
/**
 * What the number is for, when a card has several.
 */
label?: Bilingual, 
/**
 * Phone number as printed.
 */
phone: string, };

/**
 * Where a page of a list stands, sent with its items (`"page": {...}`).
 */
export type ListPage = { 
/**
 * This page's number, from 1.
 */
number: number, 
/**
 * How many pages the list has (1 for an empty list).
 */
pages: number, 
/**
 * How many items the list has in all (in its year, when it is limited to one).
 */
total: number, 
/**
 * The year the list is limited to.
 */
year?: number, 
/**
 * Every year the list has items of (whatever `year` is), newest first, with how many.
 */
years: Array<YearCount>, };

/**
 * The embedded map and its plain link.
 */
export type LocationMap = { 
/**
 * The frame's accessible title.
 */
title: Bilingual, 
/**
 * The address of the embedded map (`https://www.openstreetmap.org/export/embed.html?…`).
 */
embedUrl: string, 
/**
 * The address of the same place on the map's own site (the fallback link).
 */
linkUrl: string, };

/**
 * The mayor: photo, mobile, e-mail, education and the political career timeline.
 */
export type Mayor = { 
/**
 * Full name.
 */
name: Bilingual, 
/**
 * Site path of the photo under `content/public/`.
 */
photo: string, 
/**
 * Mobile number, as printed (a `tel:` link on the page).
 */
mobile: string, 
/**
 * E-mail address (a `mailto:` link on the page).
 */
email: string, 
/**
 * Education.
 */
education: Bilingual, 
/**
 * The political career, oldest first; at most [`CAREER_MAX`].
 */
career: Array<CareerStep>, };

/**
 * The figures of one month (`YYYY-MM`, of receipt in India).
 */
export type MonthFigures = { 
/**
 * The month.
 */
month: string, 
/**
 * Its figures.
 */
figures: Figures, };

/**
 * One notice (id, title, date, PDF).
 */
export type Notice = { 
/**
 * A stable identifier, unique among the notices.
 */
id: string, 
/**
 * What the notice is about.
 */
title: Bilingual, 
/**
 * The date it was issued, `YYYY-MM-DD`.
 */
date: string, 
/**
 * Its PDF: a file of the site (`/files/notices/…`) or one uploaded (`/uploads/…`).
 */
pdf: string, 
/**
 * The language its PDF is written in.
 */
language?: DocumentLanguage, 
/**
 * Whether the list marks it with a NEW badge.
 */
new: boolean, 
/**
 * When it appears on the site (RFC 3339); at once when absent.
 */
publishAt?: string, 
/**
 * The last day it is shown, `YYYY-MM-DD`, after which it moves to the notices' archive;
 * shown until removed when absent.
 */
validUntil?: string, };

/**
 * When the offices are open.
 */
export type OfficeHours = { 
/**
 * The opening days and hours.
 */
open: Bilingual, 
/**
 * The days the offices are closed.
 */
closed: Bilingual, };

/**
 * A comment a visitor left with "No" under "Was this page useful?", as staff read it: the text
 * only, nothing about who wrote it.
 */
export type PageComment = { 
/**
 * The page (a path of the route table).
 */
page: string, 
/**
 * The page's language when it was written (`en`, `hi`).
 */
lang: string, 
/**
 * When it was sent (RFC 3339, UTC).
 */
at: string, 
/**
 * What the visitor wrote.
 */
text: string, };

/**
 * What visitors said of one page under "Was this page useful?": how many answered yes and
 * no, and the latest comments, newest first.
 */
export type PageFeedbackSummary = { 
/**
 * The page (a path of the route table).
 */
page: string, 
/**
 * Answers "yes".
 */
yes: number, 
/**
 * Answers "no".
 */
no: number, 
/**
 * The latest comments, newest first.
 */
comments: Array<PageComment>, };

/**
 * The person a page names.
 */
export type PagePerson = { 
/**
 * Their name.
 */
name: Bilingual, 
/**
 * A department head's post (a profile page's title says it already).
 */
post?: Bilingual, };

/**
 * A paragraph of a document's text, marked with the language of its script.
 */
export type Paragraph = { 
/**
 * Its text.
 */
text: string, 
/**
 * `hi` or `en`, by its script; none when it mixes them or has no letters.
 */
lang?: DocumentLanguage, };

/**
 * A political party of the corporators.
 */
export type Party = { 
/**
 * Its id, which corporators refer to (`bjp`, `independent`).
 */
id: string, 
/**
 * Its full name.
 */
name: Bilingual, 
/**
 * The short name tables show (`BJP`, `भाजपा`).
 */
short: Bilingual, };

/**
 * A person of one of the telephone directories. Which fields a directory needs:
 *
 * | directory | needs | may not have |
 * |---|---|---|
 * | `smc-officer`, `smc-employee` | `serial`, `designation` | `ward`, `wards`, `zone`, `party`, `photo` |
 * | `zone-officer` | `zone` (a zone of `wards`), `serial` (within the zone), `designation`, `wards` (of that zone) | `ward`, `party`, `photo` |
 * | `ward-officer` | `ward`, `designation` | `serial`, `wards`, `zone`, `party`, `photo` |
 * | `corporator` | `ward`, `party`, `photo` | `serial`, `wards`, `zone`, `designation` |
 * | `outsource-employee` | `zone` (the agency's, 1 to [`AGENCY_ZONES`]), `designation` | `serial`, `ward`, `wards`, `party`, `photo` |
 */
export type Person = { 
/**
 * A stable identifier, unique among the people.
 */
id: string, 
/**
 * The directory that lists them.
 */
directory: Directory, 
/**
 * Who.
 */
name: PersonName, 
/**
 * Mobile number, as printed (a `tel:` link on the page).
 */
mobile: string, 
/**
 * The row number in their directory (in their zone's table for a zone officer), from 1.
 */
serial?: number, 
/**
 * The id of their post among the designations.
 */
designation?: string, 
/**
 * The number of their ward.
 */
ward?: number, 
/**
 * The numbers of the wards in their charge, all of their zone; at most
 * [`OFFICER_WARDS_MAX`].
 */
wards?: Array<number>, 
/**
 * The number of their zone.
 */
zone?: number, 
/**
 * The id of their party among the parties (what the corporators' table shows in its
 * "designation" column).
 */
party?: string, 
/**
 * Their photo, an image of the site (`/images/corporators/…` or `/uploads/…`).
 */
photo?: string, };

/**
 * A person's name: in Devanagari always, in Latin letters too unless the corporation's list
 * gives it only in Devanagari (the page then shows the Devanagari name in both languages).
 */
export type PersonName = { 
/**
 * The name in Devanagari.
 */
hi: string, 
/**
 * The name in Latin letters, if known.
 */
en?: string, };

/**
 * A section of the privacy policy, the user guidelines or another page about the website.
 */
export type PolicySection = { 
/**
 * Anchor id of the section on its page.
 */
id: string, 
/**
 * The section's heading.
 */
title: Bilingual, 
/**
 * Paragraphs, in order; at most [`SECTION_PARAGRAPHS_MAX`].
 */
paragraphs: Array<Bilingual>, 
/**
 * A bulleted list after the paragraphs; at most [`SECTION_ITEMS_MAX`] entries.
 */
items: Array<Bilingual>, 
/**
 * Titled lists (the dos and the don'ts); at most [`SECTION_LISTS_MAX`].
 */
lists: Array<TitledList>, 
/**
 * Links at the end: a page of the site (`/privacy-policy`) or an anchor (`#terms`); at
 * most [`SECTION_LINKS_MAX`].
 */
links: Array<SectionLink>, };

/**
 * The press page's photos.
 */
export type PressGallery = { 
/**
 * The image shown in place of one that fails to load (a site path).
 */
placeholder: string, 
/**
 * The photos, in order; 1 to [`MAX_PRESS_IMAGES`].
 */
images: Array<PressImage>, };

/**
 * One press photo.
 */
export type PressImage = { 
/**
 * The image file, a site path (`/images/press/…` or `/uploads/…`).
 */
src: string, 
/**
 * Its width in pixels, set on the element so nothing shifts while it loads.
 */
width: number, 
/**
 * Its height in pixels.
 */
height: number, 
/**
 * What the photo shows.
 */
alt: Bilingual, };

/**
 * Whether a screen reader costs money.
 */
export type Pricing = "free" | "commercial";

/**
 * `content/info/privacy-policy.json`: the privacy policy.
 */
export type PrivacyPolicy = { 
/**
 * When the policy last changed (January 2025).
 */
lastUpdated: Bilingual, 
/**
 * The paragraph before the sections.
 */
intro: Bilingual, 
/**
 * The numbered sections; 1 to [`SECTIONS_MAX`].
 */
sections: Array<PolicySection>, };

/**
 * The three profile pages.
 */
export type Profiles = { 
/**
 * /commissioner.
 */
commissioner: Commissioner, 
/**
 * /mayor.
 */
mayor: Mayor, 
/**
 * /chairman.
 */
chairman: Chairman, };

/**
 * A recruitment advertisement.
 */
export type Recruitment = { 
/**
 * A stable identifier, unique among the advertisements.
 */
id: string, 
/**
 * The advertisement number as printed on it, unique among the advertisements.
 */
no: string, 
/**
 * The post or posts advertised.
 */
post: Bilingual, 
/**
 * Who may apply, and how.
 */
description: Bilingual, 
/**
 * The advertisement itself, a PDF.
 */
pdf: string, 
/**
 * The language the advertisement is written in.
 */
language?: DocumentLanguage, 
/**
 * The first day applications are taken, `YYYY-MM-DD`.
 */
startDate: string, 
/**
 * The last day, `YYYY-MM-DD`.
 */
endDate: string, 
/**
 * When it appears on the site (RFC 3339); at once when absent.
 */
publishAt?: string, 
/**
 * The last day it is shown, `YYYY-MM-DD`; its last day when absent. After it the advertisement is in the recruitment archive.
 */
validUntil?: string, };

/**
 * A citizen's reopening of their resolved message.
 */
export type Reopening = { 
/**
 * When (RFC 3339, UTC).
 */
at: string, 
/**
 * Why, in the citizen's words (staff only).
 */
reason: string, };

/**
 * A cleanliness mission result with its certificate.
 */
export type ResultCard = { 
/**
 * A stable identifier, unique among the cards.
 */
id: string, 
/**
 * What was measured (National Rank, Star Rating, …).
 */
title: Bilingual, 
/**
 * The result itself (4th, 3 STAR, WATER+, …).
 */
value: Bilingual, 
/**
 * The category or circumstance of the result.
 */
detail: Bilingual, 
/**
 * The certificate, a PDF (`/files/certificates/…` or `/uploads/…`).
 */
certificate: string, };

/**
 * A publisher's reason for sending a version back to draft.
 */
export type Returned = { 
/**
 * Who sent it back.
 */
by: string, 
/**
 * When (RFC 3339).
 */
at: string, 
/**
 * What to change.
 */
comment: string, };

/**
 * Where an item stands in its review, as staff see it with the item.
 */
export type ReviewState = { 
/**
 * The account that keeps it true: the one named, or an admin when none is named or the one
 * named is disabled.
 */
owner: string, 
/**
 * The day it is due for review (`YYYY-MM-DD`, in India); `None` when it is never due by
 * itself, or is not on the site.
 */
due: string | null, 
/**
 * Whether `due` was set by hand (else it follows from the kind).
 */
setByHand: boolean, 
/**
 * Its checks, newest first.
 */
checks: Array<Check>, };

/**
 * `content/info/rti.json`: the Right to Information page.
 */
export type Rti = { 
/**
 * Paragraphs that explain the act and who answers requests; at most [`RTI_OVERVIEW_MAX`].
 */
overview: Array<Bilingual>, 
/**
 * Steps of an online application, in order; at most [`RTI_STEPS_MAX`].
 */
onlineSteps: Array<Bilingual>, 
/**
 * Steps of an application on paper, in order; at most [`RTI_STEPS_MAX`].
 */
offlineSteps: Array<Bilingual>, 
/**
 * How long the corporation may take to answer; at most [`RTI_TIME_LIMITS_MAX`].
 */
timeLimits: Array<RtiTimeLimit>, 
/**
 * The fee structure, one row per item; at most [`RTI_FEES_MAX`].
 */
fees: Array<RtiFee>, 
/**
 * The four download cards: forms and documents; at most [`RTI_DOWNLOADS_MAX`].
 */
downloads: Array<RtiDownload>, 
/**
 * The officers who handle requests and appeals; at most [`RTI_CONTACTS_MAX`].
 */
contacts: Array<RtiContact>, 
/**
 * Where applications are handed in.
 */
office: RtiOffice, };

/**
 * A contact card of an officer.
 */
export type RtiContact = { 
/**
 * Stable key (`pio`, `appellate`).
 */
id: string, 
/**
 * The officer's role.
 */
role: Bilingual, 
/**
 * The officer's name.
 */
name: Bilingual, 
/**
 * Phone number as printed.
 */
phone: string, 
/**
 * E-mail address.
 */
email: string, };

/**
 * A download card: a PDF of this site.
 */
export type RtiDownload = { 
/**
 * Stable key (`application-form`, `first-appeal-form`, `manual`, `fee-schedule`).
 */
id: string, 
/**
 * The card's heading.
 */
title: Bilingual, 
/**
 * One line on what the document is.
 */
description: Bilingual, 
/**
 * Site path of the PDF (`/files/rti/…`).
 */
file: string, 
/**
 * The language the document is written in.
 */
language?: DocumentLanguage, };

/**
 * One row of the fee table.
 */
export type RtiFee = { 
/**
 * Stable key (`application`, `first-appeal`, …).
 */
id: string, 
/**
 * What is charged for.
 */
item: Bilingual, 
/**
 * The fee, as shown.
 */
fee: Bilingual, };

/**
 * The RTI office.
 */
export type RtiOffice = { 
/**
 * Postal address.
 */
address: Bilingual, 
/**
 * Phone number as printed.
 */
phone: string, 
/**
 * E-mail address.
 */
email: string, };

/**
 * One time limit: the kind of request and the time allowed.
 */
export type RtiTimeLimit = { 
/**
 * Stable key (`standard`, `life-liberty`).
 */
id: string, 
/**
 * The kind of request.
 */
case: Bilingual, 
/**
 * The time allowed, as shown.
 */
limit: Bilingual, };

/**
 * A screen reader: a row of the table.
 */
export type ScreenReader = { 
/**
 * Stable key (`nvda`), used in element ids.
 */
id: string, 
/**
 * Its name, the same in both languages (`NVDA (NonVisual Desktop Access)`).
 */
name: string, 
/**
 * Its website, an `https://` address.
 */
website: string, 
/**
 * Whether it is free or sold.
 */
pricing: Pricing, 
/**
 * The systems it runs on (`Android (built in)`).
 */
platform: Bilingual, };

/**
 * `content/info/screen-reader-access.json`: GIGW's screen reader access page, the table of
 * screen readers the site works with, then sections on using them.
 */
export type ScreenReaderAccess = { 
/**
 * The paragraph before the table.
 */
intro: Bilingual, 
/**
 * The rows of the table, in order; 1 to [`SCREEN_READERS_MAX`].
 */
readers: Array<ScreenReader>, 
/**
 * The sections after the table; 1 to [`SECTIONS_MAX`].
 */
sections: Array<PolicySection>, };

/**
 * The answer of the site search: the query as searched, and a page of each group asked for
 * (every group, or the one `group=` names).
 */
export type SearchAnswer = { 
/**
 * The query, trimmed.
 */
query: string, 
/**
 * The people found.
 */
people?: Found<FoundPerson>, 
/**
 * The pages found.
 */
pages?: Found<FoundPage>, 
/**
 * The documents found.
 */
documents?: Found<FoundDocument>, };

/**
 * A group of the results.
 */
export type SearchGroup = "people" | "pages" | "documents";

/**
 * A link inside a section.
 */
export type SectionLink = { 
/**
 * A site path (`/privacy-policy`) or an anchor on the same page (`#terms`).
 */
href: string, 
/**
 * The link text.
 */
label: Bilingual, };

/**
 * How urgent an alert is; it sets the banner's colour and how screen readers announce it.
 */
export type Severity = "info" | "warning" | "emergency";

/**
 * A page of a document's text as its page shows it.
 */
export type ShownPage = { 
/**
 * Its paragraphs: the PDF's lines joined where a sentence goes on
 * (`search::paragraphs`).
 */
paragraphs: Array<Paragraph>, 
/**
 * It has no text and is an image: a scanned page.
 */
scanned: boolean, };

/**
 * A document's text as its page shows it: its first pages, each in paragraphs.
 */
export type ShownText = { 
/**
 * Its first pages.
 */
pages: Array<ShownPage>, 
/**
 * The pages after them, which the PDF holds.
 */
pagesLeftOut: number, 
/**
 * How it was obtained.
 */
source: TextSource, 
/**
 * The legacy Hindi font it was converted from ("Kruti Dev"), when it was.
 */
font?: string, 
/**
 * The language of the whole text's script: `both` when it mixes Hindi and English; none
 * when it has no letters.
 */
lang?: DocumentLanguage, };

/**
 * `content/site.json`: who the corporation is and how to reach it, shown in every header.
 */
export type SiteInfo = { 
/**
 * The corporation's name.
 */
name: Bilingual, 
/**
 * The helplines shown in the header (two); 1 to [`HELPLINES_MAX`].
 */
helplines: Array<Helpline>, 
/**
 * When the help desk answers on the citizen helpline (`Monday to Friday, 9:00 AM to 6:00
 * PM`): not the office hours, which are the contact page's. Written here alone; a text of
 * another page names it as `{helpDeskHours}`.
 */
helpDeskHours: Bilingual, 
/**
 * The official e-mail addresses shown in the header (two); 1 to [`EMAILS_MAX`].
 */
emails: Array<Email>, 
/**
 * The corporation's social media accounts; at most [`SOCIAL_LINKS_MAX`].
 */
social: Array<SocialLink>, };

/**
 * A social media account.
 */
export type SocialLink = { 
/**
 * The network's id, which picks its icon: `facebook`, `x`, `instagram` or `youtube`.
 */
id: string, 
/**
 * The network's name.
 */
name: Bilingual, 
/**
 * The account's address.
 */
url: string, };

/**
 * An assistant staff card (name, position, mobile, image path).
 */
export type StaffMember = { 
/**
 * The staff member's name.
 */
name: Bilingual, 
/**
 * Position in the department.
 */
position: Bilingual, 
/**
 * Mobile number, as printed (a `tel:` link on the page).
 */
mobile: string, 
/**
 * Site path of the image under `content/public/`.
 */
image: string, };

/**
 * Where an item is in its lifecycle: written, waiting for review, on the site, or moved to
 * the archive after its time.
 */
export type Status = "draft" | "review" | "published" | "archived";

/**
 * A subscription as the form sends it.
 */
export type SubscriptionRequest = { 
/**
 * The address to mail.
 */
email: string, 
/**
 * What to mail (at least one).
 */
topics: Array<Topic>, 
/**
 * How often.
 */
frequency: Frequency, 
/**
 * The language of the letters (`en`, `hi`).
 */
lang: string, };

/**
 * A tender notice (no, work, desc, pdf, link, start and end date).
 */
export type Tender = { 
/**
 * A stable identifier, unique among the tenders.
 */
id: string, 
/**
 * The notice number as printed on it (`01/2025`), unique among the tenders.
 */
no: string, 
/**
 * The work, in short.
 */
work: Bilingual, 
/**
 * The work described.
 */
description: Bilingual, 
/**
 * The notice itself, a PDF (`/files/tenders/…` or `/uploads/…`).
 */
pdf: string, 
/**
 * The language the notice and its corrigenda are written in.
 */
language?: DocumentLanguage, 
/**
 * The notice on an external portal (`https://…`).
 */
link?: string, 
/**
 * The first day bids are taken, `YYYY-MM-DD`.
 */
startDate: string, 
/**
 * The closing day, `YYYY-MM-DD`.
 */
endDate: string, 
/**
 * Changes published after the notice, oldest first; at most [`CORRIGENDA_MAX`].
 */
corrigenda: Array<Corrigendum>, 
/**
 * When it appears on the site (RFC 3339); at once when absent.
 */
publishAt?: string, 
/**
 * The last day it is shown, `YYYY-MM-DD`; its closing day when absent. After it the tender is in the tenders' archive.
 */
validUntil?: string, };

/**
 * How the text of a document was obtained.
 */
export type TextSource = "unicode" | "converted" | "scanned" | "none";

/**
 * What the editor says of an uploaded PDF's text: how it was obtained, in what language, and
 * on how many pages.
 */
export type TextSummary = { 
/**
 * How many pages have text.
 */
pagesWithText: number, 
/**
 * How many pages are scanned images without text.
 */
scannedPages: number, 
/**
 * How it was obtained.
 */
source: TextSource, 
/**
 * The legacy Hindi font it was converted from ("Kruti Dev"), when it was.
 */
font?: string, 
/**
 * The language of the whole text's script: `both` when it mixes Hindi and English; none
 * when it has no letters.
 */
lang?: DocumentLanguage, };

/**
 * A list with its own heading.
 */
export type TitledList = { 
/**
 * The list's heading.
 */
title: Bilingual, 
/**
 * Its entries; at most [`LIST_ITEMS_MAX`].
 */
items: Array<Bilingual>, };

/**
 * What a citizen may subscribe to: each a kind of content whose new items are mailed.
 */
export type Topic = "notices" | "tenders" | "recruitment" | "events" | "alerts";

/**
 * `content/info/user-guidelines.json`: the user guidelines.
 */
export type UserGuidelines = { 
/**
 * The sections, in order; 1 to [`SECTIONS_MAX`].
 */
sections: Array<PolicySection>, };

/**
 * A ward of the corporation: the area one corporator represents.
 */
export type Ward = { 
/**
 * Its number, 1 to 45.
 */
number: number, 
/**
 * Its name, after the locality it covers.
 */
name: Bilingual, 
/**
 * The number of the zone it belongs to.
 */
zone: number, };

/**
 * The figures of one ward.
 */
export type WardFigures = { 
/**
 * The ward's number.
 */
ward: number, 
/**
 * Its figures.
 */
figures: Figures, };

/**
 * `wards`: the zones of the corporation and its wards.
 */
export type Wards = { 
/**
 * The three zones, by number; 1 to [`ZONES_MAX`].
 */
zones: Array<Zone>, 
/**
 * The 45 wards, by number; 1 to [`WARDS_MAX`].
 */
wards: Array<Ward>, };

/**
 * A year a list has items of, and how many.
 */
export type YearCount = { 
/**
 * The year.
 */
year: number, 
/**
 * How many of the list's items are filed under a day of it.
 */
count: number, };

/**
 * A zone: a group of wards with its own zone office and officers.
 */
export type Zone = { 
/**
 * Its number, from 1.
 */
number: number, 
/**
 * Its name (`Zone 1`).
 */
name: Bilingual, };

/**
 * A zone office.
 */
export type ZoneOffice = { 
/**
 * Stable key.
 */
id: string, 
/**
 * The zone's name.
 */
name: Bilingual, 
/**
 * Postal address.
 */
address: Bilingual, 
/**
 * Phone number as printed.
 */
phone: string, };

/** The type of each kind's items (or of its one document). */
export interface KindTypes {
  "notices": Notice;
  "tenders": Tender;
  "recruitment": Recruitment;
  "alerts": Alert;
  "events": Event;
  "people": Person;
  "designations": Designation;
  "parties": Party;
  "wards": Wards;
  "departments": Department;
  "site": SiteInfo;
  "home": Home;
  "important-links": ImportantLinks;
  "press": PressGallery;
  "profiles": Profiles;
  "rti": Rti;
  "privacy-policy": PrivacyPolicy;
  "user-guidelines": UserGuidelines;
  "accessibility-statement": InfoPage;
  "help": InfoPage;
  "screen-reader-access": ScreenReaderAccess;
  "website-policies": InfoPage;
  "faq": Faq;
  "city-info": CityInfo;
  "contact": Contact;
  "hoarding": HoardingCircular;
}

/** Every kind, in the order of wasm-core's `Kind::ALL`. */
export const KIND_NAMES: readonly Kind[] = ["notices", "tenders", "recruitment", "alerts", "events", "people", "designations", "parties", "wards", "departments", "site", "home", "important-links", "press", "profiles", "rti", "privacy-policy", "user-guidelines", "accessibility-statement", "help", "screen-reader-access", "website-policies", "faq", "city-info", "contact", "hoarding"];

/** Every action of the audit log, in the order its filter lists them (`Action::ALL`). */
export const ACTIONS: readonly Action[] = ["signIn", "signInFailed", "signInThrottled", "signOut", "create", "save", "submit", "approve", "return", "publish", "archive", "unarchive", "restore", "delete", "upload", "removeUnused", "accountAdd", "accountChange", "passwordChange", "takeOver", "feedbackAnswer", "reviewSet", "checked", "subscriberExport", "subscriberDelete", "feedbackEscalate", "feedbackSettings"];

/** Every category of events, in the order of the gallery's filter row (`Category::ALL`). */
export const CATEGORIES: readonly Category[] = ["cultural", "health", "environment"];

/** Every status of an item, in its lifecycle's order (`Status::ALL`). */
export const STATUSES: readonly Status[] = ["draft", "review", "published", "archived"];

/** Every status of a citizen's message, in the order it goes through them
 * (`FeedbackStatus::ALL`). */
export const FEEDBACK_STATUSES: readonly FeedbackStatus[] = ["received", "forwarded", "resolved", "reopened"];

/** The longest comment of "Was this page useful?" (`validate::PAGE_COMMENT_MAX`): the
 * prompt says it and holds its box to it without the forms' wasm module. */
export const PAGE_COMMENT_MAX = 500;

/** The fields of a stored item that are not its content (`item::READ_ONLY_FIELDS`): a save
 * may send them and the server ignores them, but for a collection item's `id` and the
 * public `changeNote`. */
export const READ_ONLY_FIELDS: readonly string[] = ["id", "version", "status", "updatedAt", "changes", "past", "files", "updatedBy", "onSite", "returned", "changeNote", "editing", "scheduled", "pastItsTime", "checkedAt"];

/** Every topic a citizen may subscribe to, in the order the form lists them
 * (`Topic::ALL`). */
export const TOPICS: readonly Topic[] = ["notices", "tenders", "recruitment", "events", "alerts"];
