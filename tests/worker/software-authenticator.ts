/**
 * @file A software passkey for worker tests: an ES256 key pair made with WebCrypto that answers WebAuthn registration
 * ('none' attestation) and sign-in the way an authenticator with user verification would, as the browser's JSON.
 */
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const sha256 = async (data: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(data)));
const utf8 = (text: string) => new TextEncoder().encode(text);
const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** WebCrypto signs ECDSA as r|s; WebAuthn wants ASN.1 DER: SEQUENCE { INTEGER r, INTEGER s }. */
function derSignature(raw: Uint8Array) {
  const integer = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    const trimmed = bytes.slice(i);
    const body = trimmed[0]! & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
    return concat(new Uint8Array([0x02, body.length]), body);
  };
  const seq = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, seq.length]), seq);
}

interface Ceremony {
  challenge: string;
  /** Defaults to the RP ID the options named. */
  rpId?: string;
  origin: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(16)));
  counter = 0;
  private constructor(private readonly keys: CryptoKeyPair) {}

  static async create() {
    const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, false, ["sign", "verify"])) as CryptoKeyPair;
    return new SoftwareAuthenticator(keys);
  }

  private async authData(rpId: string, flags: number, attested?: Uint8Array) {
    return concat(await sha256(utf8(rpId)), new Uint8Array([flags]), uint32(this.counter), attested ?? new Uint8Array());
  }

  private clientData(type: "webauthn.create" | "webauthn.get", { challenge, origin }: Ceremony) {
    return utf8(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer of navigator.credentials.create() for the given options' challenge and RP ID. */
  async register(ceremony: Ceremony & { rpId: string }) {
    const jwk = await crypto.subtle.exportKey("jwk", this.keys.publicKey);
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    const id = isoBase64URL.toBuffer(this.credentialId);
    const attested = concat(new Uint8Array(16), new Uint8Array([id.length >> 8, id.length & 255]), id, isoCBOR.encode(coseKey));
    const authData = await this.authData(ceremony.rpId, FLAG_UP | FLAG_UV | FLAG_AT, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]) as never,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(this.clientData("webauthn.create", ceremony)),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** The answer of navigator.credentials.get(); the signature counter goes up by one each time. */
  async signIn(ceremony: Ceremony & { rpId: string }, { userVerified = true } = {}) {
    this.counter++;
    const authData = await this.authData(ceremony.rpId, FLAG_UP | (userVerified ? FLAG_UV : 0));
    const clientDataJSON = this.clientData("webauthn.get", ceremony);
    const signed = concat(authData, await sha256(clientDataJSON));
    const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, new Uint8Array(signed)));
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(derSignature(raw)),
        userHandle: isoBase64URL.fromBuffer(utf8("staff")),
      },
    };
  }
}
