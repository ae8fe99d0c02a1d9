/**
 * The password hasher (decision 0031): the WebAssembly argon2id the product ships, through the same
 * module the Worker uses, against the reference implementation's test vectors and against
 * @noble/hashes (the former hasher) on the product's parameters; hashes of the former parameters
 * still verify and are the ones to replace.
 */
import { argon2id as nobleArgon2id } from "@noble/hashes/argon2.js";
import { describe, expect, it } from "vitest";
import { argon2id } from "~/server/argon2.server";
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from "~/server/password.server";

const bytes = (text: string) => new TextEncoder().encode(text);
const hex = (data: Uint8Array) => Buffer.from(data).toString("hex");

/**
 * phc-winner-argon2, src/test.c: argon2id, version 0x13, 32-byte tags, no secret and no associated
 * data (RFC 9106's §5.3 vector needs both, which the shipped build's `argon2_hash` does not take).
 * m is 2^(its second argument) KiB; the 256 MiB case is left out.
 */
const REFERENCE = [
  {
    t: 2,
    m: 65536,
    p: 1,
    password: "password",
    salt: "somesalt",
    tag: "09316115d5cf24ed5a15a31a3ba326e5cf32edc24702987c02b6566f61913cf7",
    encoded: "$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc",
  },
  {
    t: 2,
    m: 256,
    p: 1,
    password: "password",
    salt: "somesalt",
    tag: "9dfeb910e80bad0311fee20f9c0e2b12c17987b4cac90c2ef54d5b3021c68bfe",
    encoded: "$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4",
  },
  {
    t: 2,
    m: 256,
    p: 2,
    password: "password",
    salt: "somesalt",
    tag: "6d093c501fd5999645e0ea3bf620d7b8be7fd2db59c20d9fff9539da2bf57037",
    encoded: "$argon2id$v=19$m=256,t=2,p=2$c29tZXNhbHQ$bQk8UB/VmZZF4Oo79iDXuL5/0ttZwg2f/5U52iv1cDc",
  },
  {
    t: 1,
    m: 65536,
    p: 1,
    password: "password",
    salt: "somesalt",
    tag: "f6a5adc1ba723dddef9b5ac1d464e180fcd9dffc9d1cbf76cca2fed795d9ca98",
    encoded: "$argon2id$v=19$m=65536,t=1,p=1$c29tZXNhbHQ$9qWtwbpyPd3vm1rB1GThgPzZ3/ydHL92zKL+15XZypg",
  },
  {
    t: 4,
    m: 65536,
    p: 1,
    password: "password",
    salt: "somesalt",
    tag: "9025d48e68ef7395cca9079da4c4ec3affb3c8911fe4f86d1a2520856f63172c",
    encoded: "$argon2id$v=19$m=65536,t=4,p=1$c29tZXNhbHQ$kCXUjmjvc5XMqQedpMTsOv+zyJEf5PhtGiUghW9jFyw",
  },
  {
    t: 2,
    m: 65536,
    p: 1,
    password: "differentpassword",
    salt: "somesalt",
    tag: "0b84d652cf6b0c4beaef0dfe278ba6a80df6696281d7e0d2891b817d8c458fde",
    encoded: "$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$C4TWUs9rDEvq7w3+J4umqA32aWKB1+DSiRuBfYxFj94",
  },
  {
    t: 2,
    m: 65536,
    p: 1,
    password: "password",
    salt: "diffsalt",
    tag: "bdf32b05ccc42eb15d58fd19b1f856b113da1e9a5874fdcc544308565aa8141c",
    encoded: "$argon2id$v=19$m=65536,t=2,p=1$ZGlmZnNhbHQ$vfMrBczELrFdWP0ZsfhWsRPaHppYdP3MVEMIVlqoFBw",
  },
];

/** Stored by the former hasher (@noble/hashes, 7 MiB × 5 passes) for «contraseña-segura». */
const FORMER_HASH = "$argon2id$v=19$m=7168,t=5,p=1$OFiGbNvLlpGD+NnO7v6naA$ZE6xfseDe1GLkqznLvAjk+zr/UDwaUWKWbqS9M4R1oE";
const CURRENT = "$argon2id$v=19$m=19456,t=2,p=1$";

describe("the WebAssembly argon2id", () => {
  it.each(REFERENCE)("gives the reference implementation's tag: t=$t m=$m p=$p $password/$salt", async (v) => {
    expect(hex(await argon2id(bytes(v.password), bytes(v.salt), v))).toBe(v.tag);
    expect(await verifyPassword(v.password, v.encoded)).toBe(true);
    expect(await verifyPassword(`${v.password}!`, v.encoded)).toBe(false);
  });

  it.each(["contraseña-segura", "password", "Ñandú pingüino €😀 ÁÉÍÓÚ", ""])(
    "agrees with @noble/hashes on the product's parameters, every byte of the password counted: «%s»",
    async (password) => {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      const params = { m: 19456, t: 2, p: 1 };
      expect(hex(await argon2id(bytes(password), salt, params))).toBe(hex(nobleArgon2id(bytes(password), salt, { ...params, dkLen: 32 })));
    },
  );

  it("tells passwords apart that differ only in their last letter after an «ñ»", async () => {
    const salt = bytes("somesalt");
    const params = { m: 256, t: 2, p: 1 };
    expect(hex(await argon2id(bytes("señora"), salt, params))).not.toBe(hex(await argon2id(bytes("señorb"), salt, params)));
  });
});

describe("password hashes", () => {
  it("are made with OWASP's parameters and verify", async () => {
    const hash = await hashPassword("contraseña-segura");
    expect(hash.startsWith(CURRENT)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword("contraseña-segura", hash)).toBe(true);
    expect(await verifyPassword("contraseña-segurA", hash)).toBe(false);
  });

  it("of the former parameters still verify, and are the ones to replace", async () => {
    expect(await verifyPassword("contraseña-segura", FORMER_HASH)).toBe(true);
    expect(await verifyPassword("contraseña-segur", FORMER_HASH)).toBe(false);
    expect(needsRehash(FORMER_HASH)).toBe(true);
  });

  it("the dummy an unknown address is checked against costs what a real one does", async () => {
    expect(DUMMY_HASH.startsWith(CURRENT)).toBe(true);
    expect(await verifyPassword("contraseña-segura", DUMMY_HASH)).toBe(false);
  });

  it("refuse what is not an argon2id PHC string, or asks for more memory than an isolate can spare", async () => {
    expect(await verifyPassword("x", "x")).toBe(false);
    expect(await verifyPassword("password", REFERENCE[0].encoded.replace("m=65536", "m=262144"))).toBe(false);
  });
});
