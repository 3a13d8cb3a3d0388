//! Who a request comes from. Behind a proxy (nginx with TLS), every connection comes from the
//! proxy, which names the citizen in `X-Forwarded-For`. That header is believed only on a
//! connection from a proxy the operator trusts (`--trusted-proxies`); the client is then the
//! rightmost address of the header that is not itself a trusted proxy. Anyone can send the
//! header, so on any other connection it is ignored: the connection's own address is the client.
//!
//! Every per-address limit counts an IPv6 client by its /64 network ([`network`]): one home or
//! phone is given a whole /64 and may use any address in it.

use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::str::FromStr;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use ipnet::IpNet;

/// The header a proxy appends the address of its own client to.
const FORWARDED_FOR: &str = "x-forwarded-for";

/// The proxies whose `X-Forwarded-For` is believed: addresses and CIDR ranges (none by default).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<IpNet>);

impl TrustedProxies {
    /// The proxies `ranges` names.
    pub fn new(ranges: impl IntoIterator<Item = IpNet>) -> Self {
        Self(ranges.into_iter().collect())
    }

    /// Whether `address` is one of them.
    pub fn trusts(&self, address: IpAddr) -> bool {
        let address = address.to_canonical();
        self.0.iter().any(|range| range.contains(&address))
    }

    /// The client of a request that arrived on a connection from `peer` with `headers`.
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let peer = peer.to_canonical();
        if !self.trusts(peer) {
            return peer;
        }
        // Each proxy appends the address it was connected from; a header sent several times
        // counts as one list in order. Walk from the right: the first address not of a trusted
        // proxy is the client. What is left of it was written by that client and is not
        // believed. An entry that is not an address ends the walk at the last address known.
        let mut client = peer;
        let entries = headers
            .get_all(FORWARDED_FOR)
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .collect::<Vec<_>>();
        for entry in entries.into_iter().rev() {
            let Some(address) = parse_entry(entry) else {
                break;
            };
            client = address;
            if !self.trusts(address) {
                break;
            }
        }
        client
    }
}

impl FromStr for TrustedProxies {
    type Err = String;

    /// Addresses and ranges separated by commas or spaces: `127.0.0.1, 10.0.0.0/8, ::1`.
    fn from_str(text: &str) -> Result<Self, String> {
        text.split([',', ' '])
            .map(str::trim)
            .filter(|part| !part.is_empty())
            .map(|part| {
                IpNet::from_str(part)
                    .or_else(|_| IpAddr::from_str(part).map(IpNet::from))
                    .map(|range| range.trunc())
                    .map_err(|_| format!("not an address or a CIDR range: {part:?}"))
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Self)
    }
}

/// One entry of `X-Forwarded-For`: an address, maybe in brackets or with a port.
fn parse_entry(entry: &str) -> Option<IpAddr> {
    let entry = entry.trim();
    if let Ok(address) = IpAddr::from_str(entry) {
        return Some(address.to_canonical());
    }
    SocketAddr::from_str(entry)
        .ok()
        .map(|socket| socket.ip().to_canonical())
}

/// What a per-address limit counts `address` as: an IPv4 address alone, an IPv6 address by
/// its /64 network (its first 64 bits, the rest zero).
pub fn network(address: IpAddr) -> IpAddr {
    match address.to_canonical() {
        IpAddr::V6(v6) => {
            let bits = u128::from(v6) & !(u128::MAX >> 64);
            IpAddr::V6(Ipv6Addr::from(bits))
        }
        v4 @ IpAddr::V4(_) => v4,
    }
}

/// The address a request came from, as the trust rule above gives it, when the server knows it
/// (it always does when serving; requests made in tests may have none).
#[derive(Debug, Clone, Copy)]
pub struct ClientAddress(pub Option<IpAddr>);

/// Taken with any state that names the trusted proxies.
impl<S: AsRef<TrustedProxies> + Sync> FromRequestParts<S> for ClientAddress {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>();
        Ok(ClientAddress(peer.map(|ConnectInfo(peer)| {
            state.as_ref().client(peer.ip(), &parts.headers)
        })))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append(FORWARDED_FOR, value.parse().unwrap());
        }
        headers
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn without_trusted_proxies_the_header_is_ignored() {
        let none = TrustedProxies::default();
        assert_eq!(
            none.client(ip("203.0.113.9"), &headers(&["198.51.100.1"])),
            ip("203.0.113.9")
        );
    }

    #[test]
    fn a_connection_not_from_a_trusted_proxy_is_its_own_client() {
        let trusted: TrustedProxies = "127.0.0.1".parse().unwrap();
        assert_eq!(
            trusted.client(ip("203.0.113.9"), &headers(&["198.51.100.1"])),
            ip("203.0.113.9")
        );
    }

    #[test]
    fn behind_a_trusted_proxy_the_rightmost_untrusted_address_is_the_client() {
        let trusted: TrustedProxies = "127.0.0.1, 10.0.0.0/8".parse().unwrap();
        let proxy = ip("127.0.0.1");
        assert_eq!(
            trusted.client(proxy, &headers(&["198.51.100.1"])),
            ip("198.51.100.1")
        );
        // A forged entry on the left, written by the client itself, is not believed.
        assert_eq!(
            trusted.client(proxy, &headers(&["1.1.1.1, 198.51.100.1"])),
            ip("198.51.100.1")
        );
        // A chain of trusted proxies is walked through.
        assert_eq!(
            trusted.client(proxy, &headers(&["198.51.100.1, 10.1.2.3", "10.9.9.9"])),
            ip("198.51.100.1")
        );
        // Without the header, or only proxies in it, the last address known.
        assert_eq!(trusted.client(proxy, &HeaderMap::new()), proxy);
        assert_eq!(
            trusted.client(proxy, &headers(&["10.1.2.3"])),
            ip("10.1.2.3")
        );
        // Rubbish ends the walk at what was known before it.
        assert_eq!(
            trusted.client(proxy, &headers(&["198.51.100.1, nonsense"])),
            proxy
        );
        assert_eq!(
            trusted.client(proxy, &headers(&["nonsense, 198.51.100.1"])),
            ip("198.51.100.1")
        );
        // Ports and brackets, and an IPv4 address written as IPv6.
        assert_eq!(
            trusted.client(proxy, &headers(&["[2001:db8::1]:4711"])),
            ip("2001:db8::1")
        );
        assert_eq!(
            trusted.client(proxy, &headers(&["198.51.100.1:80"])),
            ip("198.51.100.1")
        );
        assert_eq!(
            trusted.client(ip("::ffff:127.0.0.1"), &headers(&["::ffff:198.51.100.1"])),
            ip("198.51.100.1")
        );
    }

    #[test]
    fn ranges_are_read_and_rubbish_is_refused() {
        let trusted: TrustedProxies = "10.0.0.7/8 ::1,192.0.2.1".parse().unwrap();
        assert!(trusted.trusts(ip("10.200.0.1")));
        assert!(trusted.trusts(ip("::1")));
        assert!(trusted.trusts(ip("192.0.2.1")));
        assert!(!trusted.trusts(ip("192.0.2.2")));
        assert!("10.0.0.0/33".parse::<TrustedProxies>().is_err());
        assert!("proxy.example".parse::<TrustedProxies>().is_err());
        assert_eq!(
            "".parse::<TrustedProxies>().unwrap(),
            TrustedProxies::default()
        );
    }

    #[test]
    fn ipv6_counts_by_its_64_network() {
        assert_eq!(network(ip("2001:db8:1:2:3:4:5:6")), ip("2001:db8:1:2::"));
        assert_eq!(
            network(ip("2001:db8:1:2:ffff::1")),
            network(ip("2001:db8:1:2::9"))
        );
        assert_ne!(
            network(ip("2001:db8:1:2::1")),
            network(ip("2001:db8:1:3::1"))
        );
        assert_eq!(network(ip("198.51.100.7")), ip("198.51.100.7"));
        assert_eq!(network(ip("::ffff:198.51.100.7")), ip("198.51.100.7"));
    }
}
