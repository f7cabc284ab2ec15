-- Facts about the service's data as a whole, one row per name. The first is
-- 'encryption_key_fingerprint': an HMAC-SHA256 under a key derived from the
-- encryption key (never the key), written at the first start and compared at
-- every start after, so a service given another key stops before it writes
-- anything (src/vault/encryption-key-check.ts).
-- A database set up before this table has no fingerprint, and SQL cannot know
-- the key, so none is written here. Its next start takes the key it is given,
-- unless it can tell that key is wrong: when connections hold sealed
-- credentials and none of the most recently written few decrypts with it, the
-- start is refused as for another fingerprint (one damaged row is not enough
-- to refuse, and rows written under the current key after an older change of
-- key come first). With no sealed connection credentials there is nothing to
-- tell keys by, and the key is taken. Applications' OAuth client secrets are
-- not sampled: a database with those and no connection credentials is rare,
-- and a wrong key there costs re-entering them, not the consumers' connections.
CREATE TABLE "service_facts" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
