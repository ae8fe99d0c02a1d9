import PartySocket from "partysocket";
import { useEffect, useRef, useState } from "react";
import { readRoomMessage, ROOM_PARTY } from "../../party/message";
import type { Snapshot } from "../../party/protocol";
import { POLL_MS } from "~/domain/presencial";

export type Connection = "connecting" | "open" | "closed";

/**
 * The live state of a room: starts from what the loader read from the database, then follows
 * the room's socket; only newer versions are taken. While the socket is down the snapshot is
 * read from the database every 3 s. Also estimates the server clock's offset for the timer.
 */
export function useLiveSnapshot(initial: Snapshot, serverNow: number) {
  const [snapshot, setSnapshot] = useState(initial);
  const [offset, setOffset] = useState(() => serverNow - Date.now());
  const [connection, setConnection] = useState<Connection>("connecting");
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
    // A projector must come back quickly: retry at most every 3 s, as often as the fallback poll.
    const socket = new PartySocket({
      host: window.location.host,
      party: ROOM_PARTY,
      room: initial.code,
      minReconnectionDelay: 500,
      maxReconnectionDelay: 3000,
    });
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

  // A failed poll (the network is down) is simply tried again; the screen keeps what it shows.
  useEffect(() => {
    if (connection === "open") return;
    const timer = setInterval(async () => {
      try {
        const response = await fetch(`/api/presencial/${initial.code}`, { cache: "no-store" });
        const message = response.ok ? readRoomMessage(await response.text()) : null;
        if (!message) return;
        setOffset(message.now - Date.now());
        take(message.snapshot);
      } catch {
        /* still offline */
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [connection, initial.code]);

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
