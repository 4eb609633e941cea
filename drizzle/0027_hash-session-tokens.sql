-- Session tokens are stored as the hex SHA-256 of the token (modules/accounts/session-tokens.server.ts):
-- whoever reads the database can no longer replay a session. The sessions open now stay open,
-- their cookies carrying the token, whose hash the shop looks up from now on.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
UPDATE "staff_sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');
