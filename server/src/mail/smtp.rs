//! The mail server the site sends through (`--smtp-url`), and a letter as the mail that goes to
//! it: plain text in UTF-8, in its reader's language, with `List-Unsubscribe` when the reader
//! chose to receive it.
//!
//! The URL says how the connection is secured: `smtp://host:587?tls=required` (STARTTLS, which
//! must succeed), `smtps://host:465` (TLS from the first byte), or `smtp://127.0.0.1:25` (a
//! relay on this machine, in clear). The server's certificate is checked against the system's
//! certificates (or those `SSL_CERT_FILE` names). The account's name and password come from the
//! environment (`SMC_SMTP_USERNAME`, `SMC_SMTP_PASSWORD` or the first line of the file
//! `SMC_SMTP_PASSWORD_FILE` names), never from the command line, where the process list shows
//! them.

use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::{Mailbox, Message};
use lettre::transport::smtp::authentication::Credentials;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};

use crate::store::outbox::Letter;

/// The connection to the mail server (a pool of them, opened as needed).
pub type Transport = AsyncSmtpTransport<Tokio1Executor>;

/// Why mail cannot be set up or a letter cannot be written.
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    /// `--smtp-url` does not read.
    #[error(
        "--smtp-url: {0} (for example smtp://mail.example.in:587?tls=required, or smtps://mail.example.in)"
    )]
    Url(String),
    /// `--smtp-url` is given without `--origin`.
    #[error(
        "--smtp-url needs --origin (SMC_ORIGIN), the site's address as citizens reach it (https://smc.example.in): the links in its mail go there, never to the address a request named"
    )]
    NoOrigin,
    /// `--smtp-url` is given without `--mail-from`.
    #[error(
        "--smtp-url needs --mail-from (SMC_MAIL_FROM), the sender of the site's mail, for example \"Singrauli Municipal Corporation <noreply@smc.example.in>\""
    )]
    NoSender,
    /// `--mail-from` is not an address.
    #[error("--mail-from is not a mail address: {0}")]
    Sender(String),
    /// The letter's address is not one.
    #[error("not a mail address: {0}")]
    Address(String),
    /// The mail could not be put together.
    #[error("cannot write the mail: {0}")]
    Message(String),
}

/// The user name and password of the mail account; never printed.
#[derive(Clone)]
pub struct SmtpAccount {
    /// The user name.
    pub user: String,
    /// The password.
    pub password: String,
}

impl std::fmt::Debug for SmtpAccount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SmtpAccount({}, password hidden)", self.user)
    }
}

impl SmtpAccount {
    /// The account the environment names: `SMC_SMTP_USERNAME` with `SMC_SMTP_PASSWORD`, or
    /// with the first line of the file `SMC_SMTP_PASSWORD_FILE`.
    pub fn from_env() -> Option<Self> {
        let user = std::env::var("SMC_SMTP_USERNAME").ok()?;
        let password = std::env::var("SMC_SMTP_PASSWORD").ok().or_else(|| {
            let file = std::env::var_os("SMC_SMTP_PASSWORD_FILE")?;
            match std::fs::read_to_string(&file) {
                Ok(text) => text.lines().next().map(str::to_owned),
                Err(error) => {
                    eprintln!(
                        "cannot read the mail account's password from {}: {error}",
                        std::path::Path::new(&file).display()
                    );
                    None
                }
            }
        })?;
        Some(Self { user, password })
    }
}

/// How the site sends mail.
#[derive(Clone)]
pub struct MailSettings {
    /// The connection to the mail server.
    pub transport: Transport,
    /// The sender of every letter.
    pub from: Mailbox,
}

impl MailSettings {
    /// The settings of `url` and `from` (`--smtp-url`, `--mail-from`) with `account`; made on
    /// the runtime that sends (the pool of connections lives on it).
    pub fn new(
        url: &str,
        from: Option<&str>,
        account: Option<&SmtpAccount>,
    ) -> Result<Self, MailError> {
        let from = from.ok_or(MailError::NoSender)?;
        let from: Mailbox = from
            .parse()
            .map_err(|_| MailError::Sender(from.to_owned()))?;
        let mut builder =
            Transport::from_url(url).map_err(|error| MailError::Url(error.to_string()))?;
        if let Some(account) = account {
            builder = builder.credentials(Credentials::new(
                account.user.clone(),
                account.password.clone(),
            ));
        }
        Ok(Self {
            transport: builder.build(),
            from,
        })
    }

    /// Sends `letter` now, its `Message-ID` made of `tag` (the same on every try of one
    /// letter); the mail server's refusal, if it refused it.
    pub async fn send(&self, letter: &Letter, tag: &str) -> Result<(), SendError> {
        let message = self.message(letter, tag).map_err(SendError::Unwritable)?;
        self.transport
            .send(message)
            .await
            .map(drop)
            .map_err(SendError::Smtp)
    }

    /// `letter` as the mail that goes to the server, with the `Message-ID`
    /// `<tag@the sender's domain>`.
    pub fn message(&self, letter: &Letter, tag: &str) -> Result<Message, MailError> {
        let to: Mailbox = letter
            .to
            .parse()
            .map_err(|_| MailError::Address(letter.to.clone()))?;
        let mut builder = Message::builder()
            .message_id(Some(format!("<{tag}@{}>", self.from.email.domain())))
            .from(self.from.clone())
            .to(to)
            .subject(letter.subject.as_str())
            .header(ContentType::TEXT_PLAIN)
            .raw_header(header("Content-Language", letter.lang.clone()))
            // Mail sent by the site itself: readers' mail programs send no "out of office"
            // answers to it (RFC 3834).
            .raw_header(header("Auto-Submitted", "auto-generated".into()));
        if let Some(unsubscribe) = &letter.unsubscribe {
            builder = builder
                .raw_header(header("List-Unsubscribe", format!("<{unsubscribe}>")))
                // One click in the reader's mail program stops it, with no page to fill (RFC 8058).
                .raw_header(header(
                    "List-Unsubscribe-Post",
                    "List-Unsubscribe=One-Click".into(),
                ));
        }
        builder
            .body(letter.text.clone())
            .map_err(|error| MailError::Message(error.to_string()))
    }
}

fn header(name: &'static str, value: String) -> HeaderValue {
    HeaderValue::new(HeaderName::new_from_ascii_str(name), value)
}

/// Why a letter was not sent.
#[derive(Debug, thiserror::Error)]
pub enum SendError {
    /// It cannot be written as a mail (its address is not one): trying again would not help.
    #[error(transparent)]
    Unwritable(MailError),
    /// The mail server refused it, or could not be reached.
    #[error(transparent)]
    Smtp(lettre::transport::smtp::Error),
}

impl SendError {
    /// Whether trying again cannot help: the letter cannot be written, or the mail server
    /// refused it for good (a 5xx answer, such as a mailbox that does not exist).
    pub fn is_permanent(&self) -> bool {
        match self {
            SendError::Unwritable(_) => true,
            SendError::Smtp(error) => error.is_permanent(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> MailSettings {
        MailSettings::new(
            "smtp://127.0.0.1:2525",
            Some("Singrauli Municipal Corporation <noreply@smc.example.in>"),
            None,
        )
        .unwrap()
    }

    fn letter() -> Letter {
        Letter {
            to: "citizen@example.in".into(),
            lang: "hi".into(),
            subject: "आपकी शिकायत SMC-7K3M-Q9TX प्राप्त हुई".into(),
            text: "नमस्ते,\nआपकी शिकायत प्राप्त हुई।\n".into(),
            unsubscribe: Some("https://smc.example.in/api/unsubscribe?t=abc".into()),
            about: "feedback".into(),
        }
    }

    // The transport's pool of connections lives on a runtime.
    #[tokio::test]
    async fn a_letter_is_plain_text_in_its_language_with_one_click_unsubscribe() {
        let message = settings().message(&letter(), "smc-1795501800-7").unwrap();
        let mail = String::from_utf8(message.formatted()).unwrap();
        assert!(
            mail.contains("Message-ID: <smc-1795501800-7@smc.example.in>"),
            "{mail}"
        );
        assert!(
            mail.contains("Content-Type: text/plain; charset=utf-8"),
            "{mail}"
        );
        assert!(mail.contains("Content-Language: hi"), "{mail}");
        assert!(mail.contains("Auto-Submitted: auto-generated"), "{mail}");
        assert!(
            mail.contains("List-Unsubscribe: <https://smc.example.in/api/unsubscribe?t=abc>"),
            "{mail}"
        );
        assert!(
            mail.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"),
            "{mail}"
        );
        assert!(mail.contains("To: citizen@example.in"), "{mail}");
        // The Hindi subject is encoded as RFC 2047 asks.
        assert!(mail.contains("Subject: =?utf-8?"), "{mail}");
    }

    #[tokio::test]
    async fn settings_say_what_is_wrong() {
        let no_sender = MailSettings::new("smtp://127.0.0.1", None, None)
            .err()
            .unwrap();
        assert!(no_sender.to_string().contains("--mail-from"));
        let bad_url = MailSettings::new("mail.example.in", Some("a@b.in"), None)
            .err()
            .unwrap();
        assert!(bad_url.to_string().starts_with("--smtp-url"), "{bad_url}");
        let bad_from = MailSettings::new("smtp://127.0.0.1", Some("nobody"), None)
            .err()
            .unwrap();
        assert!(bad_from.to_string().contains("nobody"));
        let mut bad_to = letter();
        bad_to.to = "not an address".into();
        assert!(settings().message(&bad_to, "smc-1").is_err());
        assert!(SendError::Unwritable(MailError::Address(String::new())).is_permanent());
    }

    #[test]
    fn the_account_is_never_printed() {
        let account = SmtpAccount {
            user: "smc".into(),
            password: "s3cret-pass".into(),
        };
        assert!(!format!("{account:?}").contains("s3cret"));
    }
}
