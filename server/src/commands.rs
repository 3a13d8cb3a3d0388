//! The commands the binary runs instead of serving: the account commands (`server admin …`),
//! backup, restore, export and import of the data directory (`backups/`), and the maintenance
//! switch, and the test letter of the mail settings; each answers what it did, in a sentence.

use std::path::Path;

use crate::ServeError;
use crate::auth::accounts;
use crate::backups;
use crate::config::{AdminAction, Command, Config, MaintenanceAction};
use crate::maintenance;
use crate::store::Store;

/// Runs a command instead of serving: an account command, or a backup, restore, export or
/// import of the data directory (`backups.rs`); what it did, in a sentence.
pub fn run_command(config: &Config, command: &Command) -> Result<String, ServeError> {
    let data = &config.data_dir;
    match command {
        Command::Admin { action } => run_admin(config, action),
        Command::Backup {
            dir,
            rotate,
            verify,
            after_backup,
        } => {
            if *verify {
                let held = backups::verify::verify(dir)?;
                return Ok(format!(
                    "The backup in {} is sound: {} item(s) of content and {} uploaded file(s), \
                     each as it was backed up.",
                    dir.display(),
                    held.items,
                    held.uploads
                ));
            }
            if *rotate {
                return rotate_backups(data, dir, after_backup.as_deref());
            }
            let files = backups::backup(data, dir)?;
            Ok(format!(
                "Backed up the store and {files} uploaded file(s) of {} into {}.",
                data.display(),
                dir.display()
            ))
        }
        Command::Restore { dir, force } => {
            let files = backups::restore(dir, data, *force)?;
            Ok(format!(
                "Restored the store and {files} uploaded file(s) of {} into {}.",
                dir.display(),
                data.display()
            ))
        }
        Command::Export { dir } => {
            let backups::Exported { content, uploads } = backups::export(data, dir)?;
            Ok(format!(
                "Exported the content as {content} file(s), with the {uploads} uploaded file(s) \
                 it names, into {}.",
                dir.display()
            ))
        }
        Command::Maintenance { action } => match action {
            MaintenanceAction::On { en, hi } => {
                let now = humantime::format_rfc3339_seconds(std::time::SystemTime::now());
                maintenance::switch_on(data, en, hi, &now.to_string())?;
                Ok(format!(
                    "Maintenance is on: within a second every public page of {} shows the \
                     notice; staff keep the admin area. End it with: server maintenance off",
                    data.display()
                ))
            }
            MaintenanceAction::Off => Ok(if maintenance::switch_off(data)? {
                "Maintenance is off: within a second the site is public again.".to_owned()
            } else {
                "Maintenance was not on.".to_owned()
            }),
        },
        Command::MailTest { to } => mail_test(config, to),
        Command::Import { dir } => {
            let now = humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string();
            let items = backups::import(dir, data, &now, "import")?;
            Ok(format!(
                "Imported {items} item(s) of content from {} into {}.",
                dir.display(),
                data.display()
            ))
        }
    }
}

/// `server mail-test`: the test letter sent to `to` now, through `--smtp-url`, in a runtime of
/// its own (the binary's runs this command).
fn mail_test(config: &Config, to: &str) -> Result<String, ServeError> {
    let letter = crate::mail::letters::test_letter(to);
    let send = || -> Result<(), ServeError> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|error| ServeError::MailTest(error.to_string()))?;
        runtime.block_on(async {
            let settings = config.mail_settings()?.ok_or(ServeError::NoMail)?;
            let tag = format!(
                "smc-test-{}",
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .unwrap_or_default()
                    .as_millis()
            );
            settings
                .send(&letter, &tag)
                .await
                .map_err(|error| ServeError::MailTest(error.to_string()))
        })
    };
    std::thread::scope(|scope| scope.spawn(send).join())
        .map_err(|_| ServeError::MailTest("the sending thread failed".into()))??;
    Ok(format!(
        "The mail server of --smtp-url took the test letter to {to}. If it does not arrive, \
         look in the mail server's log and the address's spam folder."
    ))
}

/// `server backup --rotate`: a dated backup of `data` in `root`, the older ones thinned, then
/// the operator's command, if any.
fn rotate_backups(data: &Path, root: &Path, after: Option<&str>) -> Result<String, ServeError> {
    // An empty setting (`SMC_AFTER_BACKUP=` in the package's settings) is no command.
    let after = after.filter(|command| !command.trim().is_empty());
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let now =
        chrono::DateTime::from_timestamp(i64::try_from(since.as_secs()).unwrap_or_default(), 0)
            .unwrap_or_default();
    let rotated = backups::rotation::rotate(data, root, now)?;
    tracing::info!(
        backup = %rotated.made.display(),
        files = rotated.files,
        kept = rotated.kept,
        removed = rotated.removed.len(),
        "backup made"
    );
    if let Some(command) = after {
        backups::rotation::after_backup(command, &rotated.made)?;
    }
    Ok(format!(
        "Backed up the store and {} uploaded file(s) of {} into {}; {} backup(s) kept, {} removed{}.",
        rotated.files,
        data.display(),
        rotated.made.display(),
        rotated.kept,
        rotated.removed.len(),
        if after.is_some() {
            "; the command after it succeeded"
        } else {
            ""
        }
    ))
}

/// Runs an account command (`server admin …`) on the store of `config`, reading the password,
/// where it needs one, from the first line of standard input.
fn run_admin(config: &Config, action: &AdminAction) -> Result<String, ServeError> {
    let store = Store::open(&config.data_dir)?;
    let password = || -> Result<String, ServeError> {
        let mut line = String::new();
        std::io::stdin()
            .read_line(&mut line)
            .map_err(ServeError::Stdin)?;
        Ok(line.trim_end_matches(['\r', '\n']).to_owned())
    };
    match action {
        AdminAction::Add { username } => {
            accounts::add_admin(&store, username, &password()?)?;
            Ok(format!("Added the admin account '{username}'."))
        }
        AdminAction::SetPassword { username } => {
            let ended = accounts::set_password(&store, username, &password()?)?;
            Ok(format!(
                "Changed the password of '{username}' and ended its {ended} session(s)."
            ))
        }
        AdminAction::RevokeSessions { username } => {
            let ended = accounts::end_sessions(&store, username)?;
            Ok(format!("Ended the {ended} session(s) of '{username}'."))
        }
    }
}
