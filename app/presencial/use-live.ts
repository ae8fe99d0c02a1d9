import PartySocket from "partysocket";
import { useEffect, useRef, useState } from "react";
import { readRoomMessage, ROOM_PARTY, SCREEN_PROOF_PARAM, withHeldPatient } from "./message";
import type { Snapshot } from "./protocol";
import { readProjectionSound, type ProjectionSound, type SoundReport } from "./screen-sound";
import { HEARTBEAT_MS, HEARTBEAT_PING, HEARTBEAT_PONG, HEARTBEAT_TIMEOUT_MS, POLL_MS } from "~/presencial/vocabulary";
import { paths } from "~/domain/paths";

export type Connection = "connecting" | "open" | "closed";

/**
 * The live state of a room: starts from what the loader read from the database, then follows
 * the room's socket; only newer versions are taken. While the socket is down (closed, silent to
 * its heartbeat, or the browser offline) the snapshot is read from the database every 3 s. Also
 * estimates the server clock's offset for the timer. `proof` is the code's proof from the loader:
 * the room admits no socket without it, and polls carrying it never count as guesses. A projection
 * passes its `sound` to report it to the room (on connecting and when it changes); every screen
 * hears the room's summary of the projections' sound (`projectionSound`, null until the room says).
 */
export function useLiveSnapshot(initial: Snapshot, serverNow: number, proof: string, sound?: SoundReport) {
  const [snapshot, setSnapshot] = useState(initial);
  const [offset, setOffset] = useState(() => serverNow - Date.now());
  const [connection, setConnection] = useState<Connection>("connecting");
  const latest = useRef(initial.version);
  const [projectionSound, setProjectionSound] = useState<ProjectionSound | null>(null);
  const socketRef = useRef<PartySocket | null>(null);
  const report = sound ? JSON.stringify(sound) : null;
  const reportRef = useRef(report);
  reportRef.current = report;

  const take = (next: Snapshot) => {
    if (next.version <= latest.current) return;
    latest.current = next.version;
    setSnapshot((held) => withHeldPatient(next, held));
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
      query: { [SCREEN_PROOF_PARAM]: proof },
      minReconnectionDelay: 500,
      maxReconnectionDelay: 3000,
    });
    // A dropped network closes nothing by itself: the screen pings its room and counts silence.
    let heard = Date.now();
    const lost = () => setConnection("closed");
    socketRef.current = socket;
    socket.addEventListener("open", () => {
      heard = Date.now();
      setConnection("open");
      // A new socket is a new report for the room (the old one's went with it).
      if (reportRef.current) socket.send(reportRef.current);
    });
    socket.addEventListener("close", lost);
    socket.addEventListener("error", lost);
    socket.addEventListener("message", (event) => {
      heard = Date.now();
      if (event.data === HEARTBEAT_PONG) return;
      const summary = readProjectionSound(String(event.data));
      if (summary) return setProjectionSound(summary);
      const message = readRoomMessage(String(event.data));
      if (!message) return console.warn("room message ignored");
      setOffset(message.now - Date.now());
      take(message.snapshot);
    });
    const heartbeat = setInterval(() => {
      if (socket.readyState !== WebSocket.OPEN) return;
      if (Date.now() - heard > HEARTBEAT_TIMEOUT_MS) {
        lost();
        socket.reconnect();
        return;
      }
      socket.send(HEARTBEAT_PING);
    }, HEARTBEAT_MS);
    const offline = () => lost();
    const online = () => socket.reconnect();
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      clearInterval(heartbeat);
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
      socket.close();
      socketRef.current = null;
    };
  }, [initial.code, proof]);

  // Only on change, and only on an open socket (one that opens later sends it then).
  useEffect(() => {
    const socket = socketRef.current;
    if (report && socket?.readyState === WebSocket.OPEN) socket.send(report);
  }, [report]);

  // A failed poll (the network is down) is simply tried again; the screen keeps what it shows.
  useEffect(() => {
    if (connection === "open") return;
    const poll = async () => {
      try {
        const response = await fetch(paths.roomPoll(initial.code, { name: SCREEN_PROOF_PARAM, value: proof }), { cache: "no-store" });
        const message = response.ok ? readRoomMessage(await response.text()) : null;
        if (!message) return;
        setOffset(message.now - Date.now());
        take(message.snapshot);
      } catch {
        /* still offline */
      }
    };
    const timer = setInterval(poll, POLL_MS);
    // Back online: read what changed at once, without waiting for the socket or the next tick.
    window.addEventListener("online", poll);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", poll);
    };
  }, [connection, initial.code, proof]);

  return { snapshot, offset, connection, projectionSound };
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
