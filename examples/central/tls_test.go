package main

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/jackpot/central"
	"github.com/stretchr/testify/require"
)

// selfSigned writes a self-signed certificate for 127.0.0.1 and its key
// (PEM) into dir and returns their paths and the certificate.
func selfSigned(t *testing.T, dir string) (certFile, keyFile string, cert *x509.Certificate) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "central test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, IsCA: true, BasicConstraintsValid: true}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	require.NoError(t, err)
	cert, err = x509.ParseCertificate(der)
	require.NoError(t, err)
	kder, err := x509.MarshalPKCS8PrivateKey(key)
	require.NoError(t, err)
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	require.NoError(t, os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600))
	require.NoError(t, os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: kder}), 0o600))
	return certFile, keyFile, cert
}

// TestServesHTTPS: with -tls-cert and -tls-key the program serves HTTPS
// only: a client that trusts the certificate reports a game; a client
// that does not, or that speaks plain HTTP, reaches nothing. The flags go
// together.
func TestServesHTTPS(t *testing.T) {
	dir := t.TempDir()
	certFile, keyFile, cert := selfSigned(t, dir)
	key := terminaltest.CentralKey("T-0001", false)
	keys := writeKeys(t, key)
	addr, stop := startProgram(t, "-listen", "127.0.0.1:0", "-db", filepath.Join(dir, "venue.db"), "-keys", keys,
		"-tls-cert", certFile, "-tls-key", keyFile)
	defer stop()

	pool := x509.NewCertPool()
	pool.AddCert(cert)
	trusting := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	c, err := central.NewClient(trusting, key, "https://"+addr)
	require.NoError(t, err)
	g := jackpot.Game{Terminal: jackpot.Terminal{ID: "T-0001", Venue: "brno-1"}, Number: 1, Stake: 1000, At: time.Now().UTC()}
	_, err = c.Report(context.Background(), g)
	require.NoError(t, err)

	for name, url := range map[string]string{"an untrusted certificate": "https://" + addr, "plain HTTP": "http://" + addr} {
		other, err := central.NewClient(&http.Client{Timeout: 5 * time.Second}, key, url)
		require.NoError(t, err)
		_, err = other.Report(context.Background(), g)
		require.ErrorIs(t, err, jackpot.ErrStore, name)
		require.ErrorContains(t, err, "unreachable", name)
	}

	require.Equal(t, 2, run(context.Background(), []string{"-db", "x.db", "-keys", keys, "-tls-cert", certFile}, io.Discard, io.Discard))
}
