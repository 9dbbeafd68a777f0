package dev.slidebench.tools;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The bytecode length of each method of a compiled class (the {@code code_length} of its
 * {@code Code} attribute, JVMS §4.7.3), read from the class file itself: the number HotSpot compares
 * with {@code HugeMethodLimit} (8,000) before it refuses to JIT-compile a method.
 */
final class MethodBytecodeSizes {

    private MethodBytecodeSizes() {}

    /** Method name and descriptor (e.g. {@code rank(IJ)J}) to its bytecode length. */
    static Map<String, Integer> of(Class<?> type) throws IOException {
        String resource = type.getName().replace('.', '/') + ".class";
        try (InputStream in = type.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("class file not found: " + resource);
            }
            return read(new DataInputStream(new ByteArrayInputStream(in.readAllBytes())));
        }
    }

    private static Map<String, Integer> read(DataInputStream in) throws IOException {
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        in.readUnsignedShort(); // minor version
        in.readUnsignedShort(); // major version
        int constants = in.readUnsignedShort();
        String[] utf8 = new String[constants];
        for (int i = 1; i < constants; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 7, 8, 16, 19, 20 -> in.skipBytes(2);
                case 15 -> in.skipBytes(3);
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
                case 5, 6 -> {
                    in.skipBytes(8);
                    i++; // longs and doubles take two constant-pool slots (JVMS §4.4.5)
                }
                default -> throw new IOException("unknown constant-pool tag " + tag);
            }
        }
        in.skipBytes(6); // access flags, this class, super class
        in.skipBytes(2 * in.readUnsignedShort()); // interfaces
        int fields = in.readUnsignedShort();
        for (int i = 0; i < fields; i++) {
            in.skipBytes(6);
            skipAttributes(in);
        }
        Map<String, Integer> sizes = new LinkedHashMap<>();
        int methods = in.readUnsignedShort();
        for (int i = 0; i < methods; i++) {
            in.readUnsignedShort(); // access flags
            String name = utf8[in.readUnsignedShort()] + utf8[in.readUnsignedShort()];
            int attributes = in.readUnsignedShort();
            for (int a = 0; a < attributes; a++) {
                String attribute = utf8[in.readUnsignedShort()];
                int length = in.readInt();
                if (attribute.equals("Code")) {
                    in.skipBytes(4); // max stack, max locals
                    sizes.put(name, in.readInt());
                    in.skipBytes(length - 8);
                } else {
                    in.skipBytes(length);
                }
            }
        }
        return sizes;
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
        int attributes = in.readUnsignedShort();
        for (int a = 0; a < attributes; a++) {
            in.skipBytes(2);
            in.skipBytes(in.readInt());
        }
    }
}
