import { useRevalidator } from "@remix-run/react";
import PartySocket from "partysocket";
import { useEffect, useRef, useState } from "react";
import { readRoomMessage, ROOM_PARTY } from "../../party/message";
import type { Snapshot } from "../../party/protocol";
import { POLL_MS } from "~/domain/presencial";

export type Connection = "connecting" | "open" | "closed";

/**
 * The live state of a room: starts from what the loader read from the database, then follows
 * the room's socket; only newer versions are taken. While the socket is down the loader is
 * re-read every 3 s. Also estimates the server clock's offset for the timer.
 */
export function useLiveSnapshot(initial: Snapshot, serverNow: number) {
  const [snapshot, setSnapshot] = useState(initial);
  const [offset, setOffset] = useState(() => serverNow - Date.now());
  const [connection, setConnection] = useState<Connection>("connecting");
  const { revalidate } = useRevalidator();
  const latest = useRef(initial.version);

  const take = (next: Snapshot) => {
    if (next.version <= latest.current) return;
    latest.current = next.version;
    setSnapshot(next);
  };

  // The loader (first render, polling, revalidation) may bring a newer state than the socket.
  useEffect(() => {
    take(initial);
    setOffset(serverNow - Date.now());
  }, [initial, serverNow]);

  useEffect(() => {
    const socket = new PartySocket({ host: window.location.host, party: ROOM_PARTY, room: initial.code });
    socket.addEventListener("open", () => setConnection("open"));
    socket.addEventListener("close", () => setConnection("closed"));
    socket.addEventListener("error", () => setConnection("closed"));
    socket.addEventListener("message", (event) => {
      const message = readRoomMessage(String(event.data));
      if (!message) return console.warn("room message ignored");
      setOffset(message.now - Date.now());
      take(message.snapshot);
    });
    return () => socket.close();
  }, [initial.code]);

  useEffect(() => {
    if (connection === "open") return;
    const timer = setInterval(() => revalidate(), POLL_MS);
    return () => clearInterval(timer);
  }, [connection, revalidate]);

  return { snapshot, offset, connection };
}

/** Re-renders every `ms` milliseconds (timers). */
export function useTick(ms: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
