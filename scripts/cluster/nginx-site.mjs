// What the site needs from nginx in front of its instances: the micro-cache and the maps its rules
// read (siteHttpBlocks) and the site's server block (SITE_SERVER_BODY). The local cluster writes them
// into its configuration (nginx.mjs), and the documentation's sample holds the same text
// (scripts/cluster-tests/nginx-sample.test.mjs checks both).
/**
 * What the site needs in nginx's http block: the micro-cache's store and the maps its rules read.
 * (The same text is in the documentation's sample; scripts/cluster-tests/nginx-sample.test.mjs checks both.)
 */
export const siteHttpBlocks = (cacheDir) => `
# The micro-cache: public pages kept one second, so a burst of visitors costs one render a second.
proxy_cache_path ${cacheDir} levels=1:2 keys_zone=pages:10m max_size=256m inactive=10m use_temp_path=off;

# The request id: the one a proxy in front sent (when it looks like one), else nginx's own.
map $http_x_request_id $site_request_id {
  "~^[A-Za-z0-9._:-]{8,128}$" $http_x_request_id;
  default $request_id;
}
# One entry per encoding the instances answer with (brotli, gzip, none), whatever the browser wrote.
map $http_accept_encoding $site_encoding {
  "~*(^|[\\s,])br(?!\\s*;\\s*q=0(\\.0*)?\\s*(,|$))" br;
  "~*(^|[\\s,])gzip(?!\\s*;\\s*q=0(\\.0*)?\\s*(,|$))" gzip;
  default "";
}
# Addresses without a locale prefix are the default locale's: the language detection may redirect
# them by the visitor's cookie and languages, so those are part of their key.
map $uri $site_language_key {
  "~^/(zh-TW|en|ja|ko|es|fr|de|pt|ru|ar|it|vi|th)(/|$)" "";
  default "$cookie_NEXT_LOCALE|$http_accept_language";
}
# Never answered from the micro-cache nor stored: a session (the token cookie or any Authorization
# header), the API, the back office and the member area.
map $cookie_token $site_has_session {
  "" 0;
  default 1;
}
map $http_authorization $site_has_authorization {
  "" 0;
  default 1;
}
map $uri $site_private_address {
  "~*^(/[a-z]{2}(-[a-z]{2})?)?/(basic-api|admin|user)(/|$)" 1;
  default 0;
}
# Only an answer the site marks public is stored (a page rendered once for everyone).
map $upstream_http_cache_control $site_not_public {
  "~*(private|no-store|no-cache)" 1;
  "~*public" 0;
  default 1;
}
`;

/** The site's server block (its listen and server_name lines aside). */
export const SITE_SERVER_BODY = `
client_max_body_size 64m;                # uploads (order photos: 20 MB each)
keepalive_timeout 65s;
proxy_http_version 1.1;
proxy_set_header Connection "";
proxy_set_header Host $http_host;
proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;   # with TRUST_PROXY_HOPS=1 (2 behind a CDN that adds itself)
proxy_set_header X-Forwarded-Proto $scheme;
proxy_set_header X-Request-Id $site_request_id;
proxy_set_header Accept-Encoding $site_encoding;
proxy_hide_header X-Request-Id;
add_header X-Request-Id $site_request_id always;
add_header X-Micro-Cache $upstream_cache_status always;
proxy_connect_timeout 2s;
proxy_send_timeout 60s;
proxy_read_timeout 120s;
proxy_buffers 16 32k;
# An instance that is gone or refuses (502, 503): the next one. nginx passes a POST on only when it
# never reached the first instance (no non_idempotent), so a lead is never stored twice; a restart
# drains an instance here first, so none is lost either.
proxy_next_upstream error timeout http_502 http_503;
proxy_next_upstream_tries 2;
proxy_next_upstream_timeout 15s;

proxy_cache pages;
proxy_cache_key "$scheme://$host$request_uri|$http_rsc|$http_next_router_prefetch|$http_next_router_segment_prefetch|$http_next_router_state_tree|$http_next_url|$site_encoding|$site_language_key";
# The micro-cache's own second, whatever lifetime the answer gives a CDN; the key above holds what
# the answers vary on.
proxy_ignore_headers Cache-Control Expires Vary;
proxy_cache_valid 200 301 308 404 1s;
proxy_cache_use_stale updating error timeout http_502 http_503;
proxy_cache_lock on;
proxy_cache_lock_timeout 5s;
proxy_cache_bypass $site_has_session $site_has_authorization $site_private_address;
proxy_no_cache $site_has_session $site_has_authorization $site_private_address $site_not_public;

location / {
  proxy_pass http://site;
}
# The build's hashed files: during an upgrade an instance of the other build may lack one; the
# next instance is asked.
location /_next/static/ {
  proxy_pass http://site;
  proxy_next_upstream error timeout http_404 http_502 http_503;
}
`;
