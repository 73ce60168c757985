# libopendmarc (Debian libopendmarc2) through ctypes: opendmarc_policy_parse_dmarc() on each record
# of a JSON list read from stdin; prints the list of status codes (0 = DMARC_PARSE_OKAY).
import ctypes
import json
import sys

try:
    lib = ctypes.CDLL('libopendmarc.so.2')
except OSError as error:
    sys.exit(f'libopendmarc is missing ({error}): apt-get install -y libopendmarc2')
lib.opendmarc_policy_connect_init.restype = ctypes.c_void_p
lib.opendmarc_policy_connect_init.argtypes = [ctypes.c_char_p, ctypes.c_int]
lib.opendmarc_policy_parse_dmarc.restype = ctypes.c_int
lib.opendmarc_policy_parse_dmarc.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p]
lib.opendmarc_policy_connect_shutdown.restype = ctypes.c_void_p
lib.opendmarc_policy_connect_shutdown.argtypes = [ctypes.c_void_p]

statuses = []
for record in json.load(sys.stdin):
    context = lib.opendmarc_policy_connect_init(b'192.0.2.1', 0)
    statuses.append(lib.opendmarc_policy_parse_dmarc(context, b'example.com', record.encode()))
    lib.opendmarc_policy_connect_shutdown(context)
print(json.dumps(statuses))
